/**
 * A completed course's certificate (issue #6): the PDF, the public verification page, and
 * LinkedIn's "add to profile" and share links. LinkedIn may not fill the form in, so its fields
 * are also shown, each with a copy button.
 */
import player from 'i18n-section:player';
import { useEffect, useState } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { certificatePdfUrl, getCertificates } from '../../../lib/api/certificates';
import type { CertificateView } from '../../../lib/contracts/certificates';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../ui/Button';

const t = createTranslator({ player });

/** The public verification page of a code. */
export function verificationPath(code: string): string {
	return `/certificados/${code}`;
}

async function copy(text: string) {
	try {
		await navigator.clipboard.writeText(text);
		showToast({ text: t('player.copied'), type: 'success', icon: 'check' });
	} catch {
		showToast({ text: t('player.copy_failed'), type: 'error' });
	}
}

export function CertificatePanel({ code }: { code: string }) {
	const [certificate, setCertificate] = useState<CertificateView | null>(null);

	useEffect(() => {
		let alive = true;
		void getCertificates().then((result) => {
			if (alive && result.ok) {
				setCertificate(result.data.certificates.find((entry) => entry.code === code) ?? null);
			}
		});
		return () => {
			alive = false;
		};
	}, [code]);

	const fields = certificate?.linkedIn.fields;
	return (
		<section className="certificate-panel" aria-labelledby="certificate-title">
			<h2 id="certificate-title" className="certificate-panel__title">
				{t('player.certificate_title')}
			</h2>
			<p>{t('player.certificate_text')}</p>
			<p className="certificate-panel__code">
				{t('player.certificate_code')} <strong>{code}</strong>
			</p>
			<div className="certificate-panel__actions">
				<Button href={certificatePdfUrl(code)} download={`certificado-${code}.pdf`}>
					{t('player.certificate_download')}
				</Button>
				<Button href={verificationPath(code)} variant="secondary">
					{t('player.certificate_verify')}
				</Button>
			</div>
			{certificate && fields ? (
				<div className="certificate-panel__linkedin">
					<h3>{t('player.linkedin_title')}</h3>
					<div className="certificate-panel__actions">
						<Button
							href={certificate.linkedIn.addUrl}
							variant="secondary"
							target="_blank"
							rel="noopener noreferrer"
						>
							{t('player.linkedin_add')}
						</Button>
						<Button
							href={certificate.linkedIn.shareUrl}
							variant="ghost"
							target="_blank"
							rel="noopener noreferrer"
						>
							{t('player.linkedin_share')}
						</Button>
					</div>
					<details className="certificate-panel__fields">
						<summary>{t('player.linkedin_fields')}</summary>
						<dl>
							{(
								[
									['name', fields.name],
									['organization', fields.organization],
									['issued', `${String(fields.issueMonth).padStart(2, '0')}/${fields.issueYear}`],
									['cert_id', fields.certId],
									['cert_url', fields.certUrl],
								] as const
							).map(([key, value]) => (
								<div key={key} className="certificate-panel__field">
									<dt>{t(`player.linkedin_field_${key}`)}</dt>
									<dd>
										<span>{value}</span>
										<button
											type="button"
											className="certificate-panel__copy"
											onClick={() => void copy(value)}
											aria-label={t('player.copy_field', {
												field: t(`player.linkedin_field_${key}`),
											})}
										>
											{t('player.copy')}
										</button>
									</dd>
								</div>
							))}
						</dl>
					</details>
				</div>
			) : null}
		</section>
	);
}
