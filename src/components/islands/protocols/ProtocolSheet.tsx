import { useId } from 'react';
import type { AdviceProtocol } from '../../../lib/contracts/protocols';
import { cx } from '../../ui/class-names';
import { t } from './t';

interface ProtocolSheetProps {
	protocol: AdviceProtocol;
	open: boolean;
	onToggle: () => void;
}

/**
 * One sheet: a heading whose button shows and hides the three sections (the disclosure pattern,
 * so the button's name is the symptom and `aria-expanded` says whether it is open).
 */
export function ProtocolSheet({ protocol, open, onToggle }: ProtocolSheetProps) {
	const id = useId();
	const panelId = `${id}panel`;
	return (
		<article className={cx('protocol', open && 'protocol--open')}>
			<h2 className="protocol__heading">
				<button
					type="button"
					className="protocol__toggle"
					aria-expanded={open}
					aria-controls={panelId}
					onClick={onToggle}
				>
					<span className="protocol__symptom">{protocol.symptom}</span>
					<svg
						className="protocol__chevron"
						viewBox="0 0 24 24"
						width="24"
						height="24"
						aria-hidden="true"
						focusable="false"
					>
						<path
							d="M6 9l6 6 6-6"
							fill="none"
							stroke="currentColor"
							strokeWidth="2"
							strokeLinecap="round"
							strokeLinejoin="round"
						/>
					</svg>
				</button>
			</h2>
			<p className="protocol__category">
				<span className="visually-hidden">{t('protocols.category_label')} </span>
				{protocol.category.name}
			</p>
			<p className="protocol__summary">{protocol.summary}</p>
			<div id={panelId} className="protocol__panel" hidden={!open}>
				<div className="protocol__section">
					<h3 className="protocol__section-title">{t('protocols.questions_title')}</h3>
					<ol className="protocol__points">
						{protocol.questions.map((question) => (
							<li key={question}>{question}</li>
						))}
					</ol>
				</div>
				<div className="protocol__section">
					<h3 className="protocol__section-title">{t('protocols.recommendation_title')}</h3>
					<ul className="protocol__points">
						{protocol.recommendation.map((advice) => (
							<li key={advice}>{advice}</li>
						))}
					</ul>
				</div>
				<div className="protocol__section protocol__section--referral">
					<h3 className="protocol__section-title">
						<svg
							className="protocol__warning-icon"
							viewBox="0 0 24 24"
							width="24"
							height="24"
							aria-hidden="true"
							focusable="false"
						>
							<path
								d="M12 9v4.5M12 17v.01M12 3l9.5 17h-19z"
								fill="none"
								stroke="currentColor"
								strokeWidth="2"
								strokeLinecap="round"
								strokeLinejoin="round"
							/>
						</svg>
						{t('protocols.referral_title')}
					</h3>
					<p className="protocol__referral-note">
						<strong>{t('protocols.referral_note')}</strong>
					</p>
					<ul className="protocol__points">
						{protocol.referral.map((sign) => (
							<li key={sign}>{sign}</li>
						))}
					</ul>
				</div>
			</div>
		</article>
	);
}
