import { MESSAGE_DATA_TYPE_LISTS, messageDataTypeEndpoints } from '@platform/contracts';
import { route, signedIn } from '../../http/route.ts';

/**
 * GET /message/MessageDataType/getTypeList/{type}: a fixed list of the message centre, for every
 * signed-in user (the original client's message screens and flow designer read them as pickers).
 */
export const messageDataTypeRoutes = [
  route(messageDataTypeEndpoints.typeList, {
    access: signedIn,
    handler: ({ params }) =>
      Object.entries(MESSAGE_DATA_TYPE_LISTS[params.type]).map(([enCode, fullName], index) => ({
        id: `${params.type}-${enCode}`,
        type: params.type,
        fullName,
        enCode,
        sortCode: index,
      })),
  }),
];
