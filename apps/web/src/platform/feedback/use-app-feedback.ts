import AppContext, { type useAppProps } from 'antd/es/app/context';
import { useContext } from 'react';

/**
 * message, notification and modal bound to the app's theme and locale: what antd's App.useApp()
 * returns, read from the same context. Use this instead of App.useApp(): importing antd's `App`
 * bundles its Modal holder into the importing chunk (see app-feedback.tsx).
 */
export function useAppFeedback(): useAppProps {
  return useContext(AppContext);
}
