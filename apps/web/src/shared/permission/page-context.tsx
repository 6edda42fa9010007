import { createContext, useContext } from 'react';

/** The menu id (modelId) of the page being rendered; permission checks look up its entry. */
export const PageModelContext = createContext<string | undefined>(undefined);

export function usePageModelId(): string | undefined {
  return useContext(PageModelContext);
}
