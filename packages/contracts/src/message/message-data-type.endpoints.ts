import { endpoint } from '../endpoint.ts';
import { messageDataTypeListSchema, messageDataTypeParamsSchema } from './message-data-type.ts';

/** 消息中心's fixed lists, as the original client's screens read them. */
export const messageDataTypeEndpoints = {
  typeList: endpoint({
    method: 'GET',
    path: '/message/MessageDataType/getTypeList/{type}',
    summary: 'One fixed list: 1 message types, 2 SMS channels, 3 webhook kinds, 4 message sources',
    schemas: { params: messageDataTypeParamsSchema, response: messageDataTypeListSchema },
  }),
};
