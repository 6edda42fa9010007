import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.ts';
import { storedJsonFields } from './data-interface-fields.ts';

/** propertyJson as the original client's interface form sends it (its defaults, an HTTP echo filled in). */
const originalProperty = {
  countSql: 'SELECT count(*) FROM t',
  echoSql: 'SELECT * FROM t WHERE @showKey = @showValue',
  echoPath: 'https://api.example/echo',
  echoReqMethod: '6',
  echoReqParameters: [
    {
      id: '47a1c2',
      field: 'showValue',
      fieldName: '回显值',
      dataType: 'varchar',
      required: 1,
      defaultValue: '',
    },
  ],
  echoReqHeaders: [{ field: 'Authorization', defaultValue: 'Bearer x' }],
  pageParameters: [
    { fieldName: 'currentPage', field: 'currentPage' },
    { fieldName: 'pageSize', field: 'pageSize' },
    { fieldName: 'keyword', field: 'keyword' },
  ],
  echoParameters: [
    { fieldName: 'showKey', field: '' },
    { fieldName: 'showValue', field: '' },
  ],
};

const refusal = (propertyJson: unknown) => {
  try {
    storedJsonFields({ propertyJson: JSON.stringify(propertyJson) });
  } catch (err) {
    if (err instanceof AppError) return { key: err.messageKey, params: err.params };
    throw err;
  }
  throw new Error('not refused');
};

describe('propertyJson of a data interface', () => {
  it("accepts the original form's shape, field by field", () => {
    const stored = JSON.parse(
      storedJsonFields({ propertyJson: JSON.stringify(originalProperty) }).propertyJson ?? '',
    );
    expect(stored).toEqual(originalProperty);
  });

  it('refuses an unknown field, at the top and inside its tables', () => {
    expect(refusal({ ...originalProperty, script: 'x' })).toEqual({
      key: 'dataInterface.invalidJson',
      params: { field: 'propertyJson', detail: 'Unrecognized key: "script"' },
    });
    expect(refusal({ pageParameters: [{ fieldName: 'pageSize', field: 'size', sql: 'x' }] }).key).toBe(
      'dataInterface.invalidJson',
    );
    expect(refusal({ echoReqHeaders: [{ field: 'A', value: 'b' }] }).key).toBe('dataInterface.invalidJson');
  });
});
