import * as siteContent from '../../content/site';
import { useContent, useFormat } from '../../lib/i18n';

/** The shared controls' words and number formatting, in the visitor's language. */
export function useControls() {
  const { controls } = useContent('site', siteContent);
  const format = useFormat();
  return { controls, n: (value: number): string => format.number(value) };
}
