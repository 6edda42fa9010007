import { weChatConfigEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { WeChatConfigScreen } from '../wechat-config/wechat-config-screen.tsx';
import { WechatQySync } from './wechat-qy-sync.tsx';

const FIELDS = [
  { name: 'qyhCorpId', isRequired: true },
  { name: 'qyhAgentId' },
  { name: 'qyhAgentSecret', isSecret: true },
  { name: 'qyhCorpSecret', isSecret: true },
] as const;

/**
 * Menu system.wechatQy (企业号配置): the WeCom application, the same keys as 系统配置's WeCom tab; the
 * test asks for a token with the corp ID and the application secret; the execute button runs the WeCom
 * directory sync.
 */
export default function WechatQyPage() {
  const config = useQuery(endpointQuery(weChatConfigEndpoints.getQyh));
  return (
    <WeChatConfigScreen
      testId="wechat-qy"
      footer={<WechatQySync />}
      hint="qyh"
      fields={FIELDS}
      config={config}
      save={(body) => callWithMessage(weChatConfigEndpoints.updateQyh, { body })}
      test={({ qyhCorpId, qyhAgentSecret }) =>
        callWithMessage(weChatConfigEndpoints.testQyh, { body: { qyhCorpId, qyhAgentSecret } })
      }
    />
  );
}
