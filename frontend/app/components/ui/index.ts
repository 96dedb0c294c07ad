export { Accordion, type AccordionItem } from './accordion';
export { ArchiveNote } from './archive-note';
export { Button, LinkButton, buttonClasses, type ButtonVariant } from './button';
export { Card } from './card';
export { Carousel } from './carousel';
export { Chip, ChipGroup } from './chip';
export { FormControls } from './form-controls';
export {
  FieldError,
  FormField,
  controlClasses,
  describedBy,
  errorId,
  hintId,
  type FormFieldProps,
} from './form-field';
export { cn } from './cn';
export { CountUp, parseStat } from './count-up';
export { Image, PLACEHOLDER_IMAGE } from './image';
export { Illustration, illustrationStyle } from './illustration';
export { GLYPHS, type GlyphName } from './illustration-glyphs';
export { Picture, type PictureProps } from './picture';
export { Marquee } from './marquee';
export { Modal } from './modal';
export { OutLink } from './out-link';
export { Pager, clampPage, pageWindow } from './pager';
export { SearchBox } from './search-box';
export { Heading, Section } from './section';
export { STATUS_TONE_CLASSES } from './status-tone';
