import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  DEFAULT_LAYOUT,
  type LayoutSettings,
  loadLayoutSettings,
  saveLayoutSettings,
} from './layout-settings';

interface LayoutSettingsValue {
  settings: LayoutSettings;
  update(patch: Partial<LayoutSettings>): void;
  reset(): void;
}

const LayoutSettingsContext = createContext<LayoutSettingsValue | null>(null);

export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(() => loadLayoutSettings(window.localStorage));

  useEffect(() => {
    saveLayoutSettings(window.localStorage, settings);
  }, [settings]);

  const update = useCallback((patch: Partial<LayoutSettings>) => {
    setSettings((previous) => ({ ...previous, ...patch }));
  }, []);
  const reset = useCallback(() => setSettings({ ...DEFAULT_LAYOUT }), []);

  const value = useMemo(() => ({ settings, update, reset }), [settings, update, reset]);
  return <LayoutSettingsContext value={value}>{children}</LayoutSettingsContext>;
}

export function useLayoutSettings(): LayoutSettingsValue {
  const value = useContext(LayoutSettingsContext);
  if (!value) throw new Error('useLayoutSettings needs <LayoutSettingsProvider>');
  return value;
}
