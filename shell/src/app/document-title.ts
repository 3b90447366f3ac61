import { useEffect } from 'react';
import { PRODUCT_NAME } from '@hydrant/ui';

/** 'Dashboard · HydrantOps'; the product name alone without a page title. */
export function documentTitle(page?: string): string {
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
