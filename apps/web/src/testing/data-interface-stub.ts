import { envelope } from './fetch-stub.ts';

/** A parameter of a data interface, as GET /api/system/DataInterface/GetParam/{id} answers it. */
export interface InterfaceParamStub {
  field: string;
  fieldName: string;
  dataType: string;
  required: 0 | 1;
  defaultValue: string;
}

/**
 * The `stubFetch` routes of the data-interface picker: one interface `if1` named `fullName` in the
 * category 基础 (`c1`), and the parameters it takes.
 */
export const oneInterfaceRoutes = (fullName: string, params: InterfaceParamStub[]) => ({
  'GET /api/system/DataInterface/Selector': envelope([
    {
      id: 'c1',
      fullName: '基础',
      parentId: '0',
      category: '0',
      hasChildren: true,
      children: [{ id: 'if1', fullName, parentId: 'c1', category: '1', hasChildren: false }],
    },
  ]),
  'GET /api/system/DataInterface/GetParam/if1': envelope(params),
});
