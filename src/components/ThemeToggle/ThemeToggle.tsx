import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useSyncExternalStore } from 'react';
import { useMessages } from '@/hooks/useMessages';
import { getServerThemeMode, getThemeMode, setThemeMode, subscribeThemeMode } from '@/lib/theme-store';
import * as styles from './ThemeToggle.css';

/** The light/dark switch: a toggle button whose pressed state means dark mode. */
export function ThemeToggle() {
  const mode = useSyncExternalStore(subscribeThemeMode, getThemeMode, getServerThemeMode);
  const isDark = mode === 'dark';
  const { theme } = useMessages();
  return (
    <button
      type="button"
      className={styles.root}
      aria-label={theme.toggle}
      aria-pressed={isDark}
      title={isDark ? theme.toLight : theme.toDark}
      onClick={() => setThemeMode(isDark ? 'light' : 'dark')}
    >
      <Sun className={styles.sun} size={20} aria-hidden />
      <Moon className={styles.moon} size={20} aria-hidden />
    </button>
  );
}
