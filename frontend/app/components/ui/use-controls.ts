import { useContent, useFormat } from '../../lib/i18n';
import * as controlWords from './controls';

/** The shared controls' words and number formatting, in the visitor's language. */
export function useControls() {
  const { controls } = useContent('controls', controlWords);
  const format = useFormat();
  return { controls, n: (value: number): string => format.number(value) };
}
