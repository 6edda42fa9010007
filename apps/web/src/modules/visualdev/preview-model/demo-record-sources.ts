import { fakeRecordSources, type RecordSources } from '@platform/form-engine/react';

/**
 * Temporary stand-in for the server's data-interface calls (`POST /{id}/Actions/List`, `POST
 * /{id}/Actions/InfoByIds`) and the relation-form list and record calls, which are not built yet: a demo
 * data interface and a demo form with the same request and answer shapes, so the preview's popup select,
 * popup table select, relation form and sub-table pick list work. Replace these sources with calls to
 * those endpoints when they exist.
 */
export const DEMO_INTERFACE_ID = 'demo-suppliers';
export const DEMO_FORM_ID = 'demo-contracts';

const CITIES = ['杭州', '宁波', '温州'];

/** The demo interface's rows; a `city` parameter keeps that city's suppliers only. */
const SUPPLIERS = Array.from({ length: 36 }, (_, index) => ({
  id: `supplier-${index + 1}`,
  fullName: `示例供应商${String(index + 1).padStart(2, '0')}`,
  city: CITIES[index % CITIES.length],
  contact: `联系人${index + 1}`,
}));

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

export const demoRecordSources: RecordSources = fakeRecordSources({
  interfaces: {
    [DEMO_INTERFACE_ID]: (params) =>
      SUPPLIERS.filter(
        (row) => typeof params.city !== 'string' || params.city === '' || row.city === params.city,
      ),
  },
  forms: { [DEMO_FORM_ID]: { formData: CONTRACT_DESIGN, records: CONTRACTS } },
});
