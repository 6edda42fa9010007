import { type DataInterfaceParam, formatMessage } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import type { DataInterfaceRow } from './data-interface.repository.ts';
import {
  type BoundValue,
  type ExecutionPage,
  type ExecutorInput,
  executorsOf,
} from './data-interface-executors.ts';
import { mappingOf, paramsOf } from './data-interface-fields.ts';
import { insertDataInterfaceLog } from './data-interface-log.repository.ts';
import { findVariateValues } from './data-interface-variate.repository.ts';
import { applyMapping } from './data-mapping.ts';

/*
 * Runs one interface and writes its call log row (time, caller, IP, device, duration, result), also
 * when it fails. Static interfaces (dataType 2) answer their JSON; SQL and HTTP ones go to the
 * injected executors. Parameter values are checked against their declared types and required
 * flags first; a value left out takes the parameter's default. The result mapping applies last.
 */

export interface ExecutionRequest {
  caller?: SessionUser;
  /** The values sent: paramList[].defaultValue by field. */
  paramList?: readonly { field: string; defaultValue?: unknown }[] | null;
  page?: ExecutionPage;
  echo?: ExecutorInput['echo'];
  ip?: string;
  userAgent?: string;
  /** The HTTP method of the call, as the log shows it. */
  invokType: string;
}

export interface ExecutionResult {
  /** The interface's answer after the mapping. */
  data: unknown;
  /** The executor's count when it paged the rows itself. */
  total?: number;
}

const TYPE_NAMES: Record<number, string> = { 1: 'SQL', 3: 'HTTP' };

function boundValue(param: DataInterfaceParam, raw: unknown): BoundValue {
  if (raw === undefined || raw === null || raw === '') {
    if (param.required === 1) throw badRequest('dataInterface.paramRequired', { field: param.field });
    return null;
  }
  const text = String(raw).trim();
  const refuse = () => badRequest('dataInterface.paramInvalid', { field: param.field, type: param.dataType });
  switch (param.dataType) {
    case 'int':
      if (!/^-?\d{1,15}$/.test(text)) throw refuse();
      return Number(text);
    case 'decimal':
      if (!/^-?\d{1,30}(\.\d{1,30})?$/.test(text)) throw refuse();
      return text;
    case 'datetime': {
      const date = /^\d{1,15}$/.test(text) ? new Date(Number(text)) : new Date(text);
      if (Number.isNaN(date.getTime())) throw refuse();
      return date;
    }
    default:
      return String(raw);
  }
}

/** The interface's parameters with the values sent (or their defaults), each checked against its type. */
export function boundParams(iface: DataInterfaceRow, paramList: ExecutionRequest['paramList']) {
  const sent = new Map((paramList ?? []).map((p) => [p.field, p.defaultValue]));
  const values: Record<string, BoundValue> = {};
  for (const param of paramsOf(iface.requestParameters)) {
    values[param.field] = boundValue(
      param,
      sent.has(param.field) ? sent.get(param.field) : param.defaultValue,
    );
  }
  return values;
}

async function run(
  ctx: AppContext,
  iface: DataInterfaceRow,
  request: ExecutionRequest,
): Promise<ExecutionResult> {
  const params = boundParams(iface, request.paramList);
  if (iface.dataType === 2) return { data: JSON.parse(iface.query ?? 'null') };
  const executors = executorsOf(ctx);
  const input: ExecutorInput = {
    params,
    variables: await findVariateValues(ctx.db, iface.id),
    caller: request.caller,
    page: request.page,
    echo: request.echo,
  };
  if (iface.dataType === 1 && executors.sql) {
    const { rows, total } = await executors.sql.query(ctx, iface, input);
    return { data: rows, total };
  }
  if (iface.dataType === 3 && executors.http)
    return { data: await executors.http.request(ctx, iface, input) };
  throw badRequest('dataInterface.executorMissing', {
    type: TYPE_NAMES[iface.dataType] ?? String(iface.dataType),
  });
}

export async function executeDataInterface(
  ctx: AppContext,
  iface: DataInterfaceRow,
  request: ExecutionRequest,
): Promise<ExecutionResult> {
  const started = ctx.now();
  const startedMs = performance.now();
  const log = (isOk: number, errorText: string | null) =>
    insertDataInterfaceLog(ctx.db, {
      id: newId(),
      interfaceId: iface.id,
      invokTime: started,
      userId: request.caller?.userId ?? null,
      invokIp: request.ip ?? null,
      invokDevice: request.userAgent?.slice(0, 500) ?? null,
      invokType: request.invokType,
      invokWasteTime: Math.round(performance.now() - startedMs),
      isOk,
      errorText,
    });
  try {
    const result = await run(ctx, iface, request);
    const data = await applyMapping(ctx, mappingOf(iface.dataProcessing), result.data);
    await log(1, null);
    return { ...result, data };
  } catch (err) {
    const text =
      err instanceof AppError
        ? formatMessage(err.messageKey, undefined, err.params)
        : err instanceof Error
          ? err.message
          : String(err);
    // A refusal with a driver's error behind it (a source that cannot be reached) names the driver's text
    // only in the call log and the server log.
    const cause = err instanceof AppError && err.cause instanceof Error ? err.cause : undefined;
    if (cause) ctx.log.warn({ err: cause, interfaceId: iface.id }, 'data interface call failed');
    await log(0, (cause ? `${text}: ${cause.message}` : text).slice(0, 2000));
    if (err instanceof AppError) throw err;
    throw badRequest('dataInterface.callFailed', { detail: text.slice(0, 200) });
  }
}
