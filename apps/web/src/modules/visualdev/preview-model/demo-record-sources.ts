import { fakeRecordSources, type RecordSources } from '@platform/form-engine/react';

/*
 * The preview's record data. Data interfaces are the server's (`interface-sources.ts`): the examples
 * pick from the demo static interface 示例供应商 that the server seeds on a fresh database under this id
 * (rows `supplier-1` … `supplier-36` with fullName, city and contact). Relation forms stay a temporary
 * stand-in until the server has online forms and their records: a demo form with the request and
 * answer shapes of the relation-form list and record calls, so the relation form and its attribute
 * work in the preview. Replace it with those calls when they exist.
 */
export const DEMO_INTERFACE_ID = 'demo-suppliers';
export const DEMO_FORM_ID = 'demo-contracts';

/** A pick list (popup select, popup table select) over the demo interface, paged by 10. */
export const DEMO_SUPPLIER_PICKER = {
  interfaceId: DEMO_INTERFACE_ID,
  propsValue: 'id',
  relationField: 'fullName',
  hasPage: true,
  pageSize: 10,
  columnOptions: [
    { value: 'fullName', label: '供应商' },
    { value: 'city', label: '城市' },
    { value: 'contact', label: '联系人' },
  ],
};

/** The demo form's design: the fields the detail dialog shows. */
const CONTRACT_DESIGN = {
  labelWidth: 100,
  fields: [
    {
      __config__: { jnpfKey: 'input', label: '合同名称', span: 24, showLabel: true },
      __vModel__: 'title',
    },
    {
      __config__: { jnpfKey: 'inputNumber', label: '合同金额', span: 12, showLabel: true },
      __vModel__: 'amount',
      precision: 2,
    },
    {
      __config__: { jnpfKey: 'input', label: '签订方', span: 12, showLabel: true },
      __vModel__: 'party',
    },
  ],
};

const CONTRACTS = [
  { id: 'contract-1', title: '办公用品框架合同', amount: 12000, party: '示例供应商01' },
  { id: 'contract-2', title: '设备采购合同', amount: 86500.5, party: '示例供应商02' },
  { id: 'contract-3', title: '年度维保服务合同', amount: 24000, party: '示例供应商03' },
];

const demoForms = fakeRecordSources({
  forms: { [DEMO_FORM_ID]: { formData: CONTRACT_DESIGN, records: CONTRACTS } },
});

/** The demo form's list and records (`relationFormList`, `relationFormRecord`); no data interfaces. */
/**
 * The relation-form sources of the function preview: the demo form 合同 from memory, any other design
 * from the server (`fallback`, the app's sources).
 */
export function withDemoForms(
  fallback: Required<Pick<RecordSources, 'relationFormList' | 'relationFormRecord'>>,
): Required<Pick<RecordSources, 'relationFormList' | 'relationFormRecord'>> {
  return {
    relationFormList: (request) =>
      request.modelId === DEMO_FORM_ID
        ? (demoForms.relationFormList?.(request) ?? fallback.relationFormList(request))
        : fallback.relationFormList(request),
    relationFormRecord: (request) =>
      request.modelId === DEMO_FORM_ID
        ? (demoForms.relationFormRecord?.(request) ?? fallback.relationFormRecord(request))
        : fallback.relationFormRecord(request),
  };
}
