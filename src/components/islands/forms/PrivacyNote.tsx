/**
 * The line under the short forms (lead, Carrión, newsletter) that names the privacy policy: they
 * ask for no terms checkbox, so the link is the notice (spec §5).
 */
export interface PrivacyNoteProps {
	className: string;
	before: string;
	link: string;
	after: string;
}

export function PrivacyNote({ className, before, link, after }: PrivacyNoteProps) {
	return (
		<p className={className}>
			{before}
			<a href="/politica-de-privacidad">{link}</a>
			{after}
		</p>
	);
}
