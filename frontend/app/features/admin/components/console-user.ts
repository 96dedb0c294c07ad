import type { SessionUser } from '@centre/contracts';
import { createContext, useContext } from 'react';

/** The signed-in reviewer or admin. */
export type ConsoleUser = SessionUser;

export const ConsoleUserContext = createContext<ConsoleUser | null>(null);

/** Who is using the console; sections hide what the role may not do (the server refuses it anyway). */
export const useConsoleUser = (): ConsoleUser => {
  const user = useContext(ConsoleUserContext);
  if (!user) throw new Error('useConsoleUser needs the admin console around it');
  return user;
};
