import { optionTone, type Feedback } from './state';
import { t } from './t';

interface AnswerOptionsProps {
	pairs: readonly { brand: string; ingredient: string }[];
	feedback: Feedback | null;
	disabled: boolean;
	onAnswer: (choice: number) => void;
}

/** The four brand → ingredient pairs as real buttons; once marked, which was the infiltrada. */
export function AnswerOptions({ pairs, feedback, disabled, onAnswer }: AnswerOptionsProps) {
	const checked = feedback?.checked;
	return (
		<ol className="infiltrada__options" aria-label={t('game.options_label')}>
			{pairs.map((pair, position) => {
				const tone = optionTone(feedback, position);
				const isInfiltrada = tone === 'answer';
				const isChoice = feedback ? feedback.choice === position : false;
				return (
					<li key={pair.brand}>
						<button
							type="button"
							className={
								tone ? `infiltrada__option infiltrada__option--${tone}` : 'infiltrada__option'
							}
							disabled={disabled}
							onClick={() => {
								onAnswer(position);
							}}
						>
							<span className="infiltrada__key" aria-hidden="true">
								{position + 1}
							</span>
							<span className="infiltrada__pair">
								<span className="infiltrada__brand">{pair.brand}</span>
								<span className="infiltrada__ingredient">{pair.ingredient}</span>
								{checked && isInfiltrada ? (
									<span className="infiltrada__real">
										{t('game.real_ingredient', { ingredient: checked.ingredient })}
									</span>
								) : null}
							</span>
							{checked && (isInfiltrada || isChoice) ? (
								<span className="infiltrada__tags">
									{isInfiltrada ? (
										<span className="infiltrada__tag">{t('game.infiltrada_tag')}</span>
									) : null}
									{isChoice ? (
										<span className="infiltrada__tag infiltrada__tag--choice">
											{t('game.your_choice')}
										</span>
									) : null}
								</span>
							) : null}
						</button>
					</li>
				);
			})}
		</ol>
	);
}
