import { weChatConfigEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { WeChatConfigScreen } from '../wechat-config/wechat-config-screen.tsx';

const FIELDS = [
  { name: 'mpAppId', isRequired: true },
  { name: 'mpAppSecret', isSecret: true },
  { name: 'mpToken', isSecret: true },
  { name: 'mpEncodingAESKey', isSecret: true },
] as const;

/** Menu system.wechatMp (公众号配置): the official account's developer credentials and its token test. */
export default function WechatMpPage() {
  const config = useQuery(endpointQuery(weChatConfigEndpoints.getMp));
  return (
    <WeChatConfigScreen
      testId="wechat-mp"
      hint="mp"
      fields={FIELDS}
      config={config}
      save={(body) => callWithMessage(weChatConfigEndpoints.updateMp, { body })}
      test={({ mpAppId, mpAppSecret }) =>
        callWithMessage(weChatConfigEndpoints.testMp, { body: { mpAppId, mpAppSecret } })
      }
    />
  );
}
