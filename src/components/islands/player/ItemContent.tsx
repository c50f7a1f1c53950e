/**
 * The current item of the player: a video or counter scene, a PDF to download, or the quiz. Each
 * reports its progress; the quiz also the certificate it issued.
 */
import player from 'i18n-section:player';
import { createTranslator } from '../../../i18n/translate';
import type { ItemProgress, PlayerItem } from '../../../lib/contracts/progress';
import { QuizPanel } from './QuizPanel';
import { ResourcePanel } from './ResourcePanel';
import { VideoLesson } from './VideoLesson';

const t = createTranslator({ player });

interface ItemContentProps {
	item: PlayerItem;
	coursePath: string;
	onProgress: (progress: ItemProgress) => void;
	/** The quiz was passed and that completed the course. */
	onCertificate: (code: string) => void;
	/** Start the video at once (the link promised a lesson). */
	autoPlay: boolean;
	/** The person chose this item on the page (so they have interacted with it). */
	chosen: boolean;
}

export function ItemContent({
	item,
	coursePath,
	onProgress,
	onCertificate,
	autoPlay,
	chosen,
}: ItemContentProps) {
	return (
		<>
			{item.type === 'video' || item.type === 'counter_scene' ? (
				item.media ? (
					<VideoLesson
						key={item.iid}
						item={item}
						onProgress={onProgress}
						autoPlay={autoPlay}
						chosen={chosen}
					/>
				) : (
					<p>{t('player.media_missing')}</p>
				)
			) : null}
			{item.type === 'pdf' ? (
				<ResourcePanel
					key={item.iid}
					item={item}
					coursePath={coursePath}
					onDownloaded={() => {
						onProgress({ iid: item.iid, pos: 0, pct: 100, done: true });
					}}
				/>
			) : null}
			{item.type === 'quiz' ? (
				<QuizPanel
					key={item.iid}
					iid={item.iid}
					onPassed={(certificate) => {
						onProgress({ iid: item.iid, pos: 0, pct: 100, done: true });
						if (certificate) onCertificate(certificate);
					}}
				/>
			) : null}
		</>
	);
}
