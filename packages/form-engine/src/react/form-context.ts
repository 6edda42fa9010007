/**
 * Where the form is shown: the record and model it belongs to and, in a flow, the flow, process and task.
 * The host knows these; the dynamic QR code encodes them so that a scan can open the same record.
 */
export interface FormContext {
  /** The record's id; none for a record not saved yet. */
  id?: string;
  /** The online-development model (form) id. */
  modelId?: string;
  /** The model's type (1 web app, 2 mobile, 3 flow form, 4 web form, 5 app form). */
  type?: string | number;
  flowId?: string;
  processId?: string;
  taskId?: string;
  /** What the form is opened for, as the host's flow pages name it. */
  opType?: string | number;
}

/**
 * The dynamic QR code's text: `{t: 'DFD', id, mid, mt, fid, pid, ftid, opt}` as JSON, keys in that order,
 * a missing part as ''. Nothing to encode before the record has an id.
 */
export function dynamicCodeText(context: FormContext | undefined): string {
  if (!context?.id) return '';
  const part = (value: string | number | undefined) => value ?? '';
  return JSON.stringify({
    t: 'DFD',
    id: context.id,
    mid: part(context.modelId),
    mt: part(context.type),
    fid: part(context.flowId),
    pid: part(context.processId),
    ftid: part(context.taskId),
    opt: part(context.opType),
  });
}
