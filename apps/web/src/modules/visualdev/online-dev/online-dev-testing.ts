import { envelope } from '../../../testing/fetch-stub.ts';

/* Test-only: the answers the runtime page of a released design reads, as the server sends them. */

export interface ConfigParts {
  /** The design's id (the page's modelId). */
  id: string;
  /** The form design (`formData`), sent as JSON text. */
  formData: unknown;
  /** The list design (`columnData`), sent as JSON text. */
  columnData: unknown;
  fullName?: string;
  /** 2 a list with its form (the default), 1 the form alone. */
  webType?: number;
}

/** GET /OnlineDev/{modelId}/Config of a released design without a flow. */
export const onlineDevConfig = ({
  id,
  formData,
  columnData,
  fullName = '报销登记',
  webType = 2,
}: ConfigParts) =>
  envelope({
    id,
    fullName,
    webType,
    enableFlow: 0,
    formData: JSON.stringify(formData),
    columnData: JSON.stringify(columnData),
    appColumnData: null,
    flowTemplateJson: null,
    flowEnCode: null,
    flowId: null,
  });
