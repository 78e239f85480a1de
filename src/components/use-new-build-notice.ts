import { useEffect } from 'react';
import { NEW_BUILD_EVENT } from '../domain/build-check';
import { SITE_NAME } from '../domain/site';

export const NEW_BUILD_NOTICE = `A new version of ${SITE_NAME} is ready. Your selections stay on this page; the next page you open uses the new version.`;

/** Tells the visitor (through the given toast set) when the build check finds a newer build. */
export function useNewBuildNotice(show: (message: string, kind: 'info') => void): void {
  useEffect(() => {
    const onNewBuild = () => show(NEW_BUILD_NOTICE, 'info');
    window.addEventListener(NEW_BUILD_EVENT, onNewBuild);
    return () => window.removeEventListener(NEW_BUILD_EVENT, onNewBuild);
  }, [show]);
}
