/**
 * The choice of a new plan under a licence (issue #17): the plans it may switch to, as radio
 * buttons with their price, and the button that asks the server what it charges today (the
 * confirm dialog shows it before anything is charged).
 */
import { useEffect, useRef, useState } from 'react';
import type { PlanOffer } from '../../../lib/contracts/plans';
import { Button } from '../../ui/Button';
import { RadioChoice } from '../forms/RadioChoice';
import { pricePerPeriod } from './plan-options';
import { t } from './t';

interface PlanChangePanelProps {
	planName: string;
	/** The plans it may switch to; null while they load. */
	options: readonly PlanOffer[] | null;
	/** Chosen at first (from `?cambiar=` on the page), if it is one of the options. */
	initial: number | null;
	busy: boolean;
	onReview: (lid: number) => void;
	onClose: () => void;
}

export function PlanChangePanel({
	planName,
	options,
	initial,
	busy,
	onReview,
	onClose,
}: PlanChangePanelProps) {
	// The page's wish holds until the person picks (the options, and so `initial`, load later).
	const [picked, setPicked] = useState<number | null>(null);
	const chosen = picked ?? initial;
	const [error, setError] = useState<string | undefined>(undefined);
	const box = useRef<HTMLDivElement>(null);

	// Opened by a button that stays put: the reader is taken to the new choice.
	useEffect(() => {
		box.current?.focus();
	}, []);

	return (
		<div
			ref={box}
			tabIndex={-1}
			className="subscriptions__change"
			role="group"
			aria-label={t('subscriptions.change_named', { plan: planName })}
		>
			{options === null ? (
				<p role="status">{t('subscriptions.change_loading')}</p>
			) : options.length === 0 ? (
				<p>{t('subscriptions.change_none')}</p>
			) : (
				<RadioChoice
					name="lid"
					legend={t('subscriptions.change_legend')}
					options={options.map((offer) => ({
						value: offer.lid,
						content: (
							<span>
								{t('subscriptions.change_option', {
									plan: offer.off_nm,
									price: pricePerPeriod(offer.pr, offer.per),
								})}
							</span>
						),
					}))}
					value={chosen}
					error={error}
					onChange={(lid) => {
						setPicked(lid);
						setError(undefined);
					}}
					classNames={{
						group: 'subscriptions__choice',
						options: 'subscriptions__options',
						option: 'subscriptions__option',
					}}
				/>
			)}
			<div className="subscriptions__actions">
				{options !== null && options.length > 0 ? (
					<Button
						loading={busy}
						loadingText={t('subscriptions.change_loading')}
						onClick={() => {
							if (chosen === null) setError(t('subscriptions.change_legend'));
							else onReview(chosen);
						}}
					>
						{t('subscriptions.change_review')}
					</Button>
				) : null}
				<Button variant="ghost" onClick={onClose}>
					{t('subscriptions.change_close')}
				</Button>
			</div>
		</div>
	);
}
