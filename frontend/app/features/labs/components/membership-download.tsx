import { LinkButton, Section } from '../../../components/ui';

export interface MembershipDownloadProps {
  title: string;
  text: string;
  file: string;
  label: string;
}

export function MembershipDownload({ title, text, file, label }: MembershipDownloadProps) {
  return (
    <Section title={title} intro={text} tone="paper">
      <div className="flex justify-center">
        <LinkButton to={file} download variant="outline" size="lg">
          {label}
        </LinkButton>
      </div>
    </Section>
  );
}
