import { buttonClasses } from '../../../components/ui/button';
import { useConsoleUser } from './console-user';

/** A CSV export for admins (the server refuses everyone else): a plain download link, so the browser saves the file. */
export function ExportLink({ href, label }: { href: string; label: string }) {
  const user = useConsoleUser();
  if (user.role !== 'admin') return null;
  return (
    <a href={href} download className={buttonClasses('outline', 'sm')}>
      {label}
    </a>
  );
}
