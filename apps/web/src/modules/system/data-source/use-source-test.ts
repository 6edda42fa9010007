import type { EndpointBody } from '@platform/contracts';
import { dataSourceEndpoints } from '@platform/contracts/web-endpoints';
import { useState } from 'react';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';

/** 测试连接: sends the fields, shows the server's answer (连接成功 or what is wrong); the request helper shows failures. */
export function useSourceTest() {
  const { message } = useAppFeedback();
  const [isTesting, setIsTesting] = useState(false);
  const runTest = async (body: EndpointBody<typeof dataSourceEndpoints.test>) => {
    setIsTesting(true);
    try {
      const { msg } = await callWithMessage(dataSourceEndpoints.test, { body });
      message.success(msg);
    } catch {
      // The request helper has shown the server's message.
    } finally {
      setIsTesting(false);
    }
  };
  return { runTest, isTesting };
}
