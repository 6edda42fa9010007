// Transitional: the codes live in packages/contracts (permission-codes); this re-export goes once every
// importer uses '@platform/contracts'.
export {
  ButtonCode,
  type ButtonCodeValue,
  MenuCode,
  type MenuCodeValue,
  SystemCode,
} from '@platform/contracts';
