/** The course editor's actions on a course document (issue #19): what state.ts applies. */
import type {
	CourseDocument,
	CourseSource,
	ItemType,
} from '../../../../lib/contracts/course-document';

export type Direction = -1 | 1;

/** Where an item is: its topic's index and its own within the topic. */
export interface ItemAt {
	topic: number;
	item: number;
}

/** Where a quiz question is. */
export interface QuestionAt extends ItemAt {
	question: number;
}

/** The document's one-value fields an input sets directly. */
type ScalarField =
	| 'path'
	| 'category'
	| 'audience'
	| 'description'
	| 'createdBy'
	| 'impartedBy'
	| 'demoExcluded'
	| 'reviewedOn';

type SetField = {
	[K in ScalarField]: { type: 'setField'; field: K; value: CourseDocument[K] };
}[ScalarField];

export type EditorAction =
	| SetField
	/** `followPath`: a course never published keeps its path following its title. */
	| { type: 'setName'; name: string; followPath: boolean }
	/** null: the course's length is its items' (`courseMinutes`). */
	| { type: 'setDurationMinutes'; minutes: number | null }
	| { type: 'addGoal' }
	| { type: 'setGoal'; index: number; value: string }
	| { type: 'removeGoal'; index: number }
	| { type: 'moveGoal'; index: number; direction: Direction }
	| { type: 'addRelated' }
	| { type: 'setRelated'; index: number; value: string }
	| { type: 'removeRelated'; index: number }
	/** `today`: the day the new source is consulted on, until the editor says otherwise. */
	| { type: 'addSource'; today: string }
	| { type: 'setSource'; index: number; field: keyof CourseSource; value: string }
	| { type: 'removeSource'; index: number }
	| { type: 'moveSource'; index: number; direction: Direction }
	| { type: 'addTopic' }
	| { type: 'setTopicTitle'; topic: number; title: string }
	| { type: 'removeTopic'; topic: number }
	| { type: 'moveTopic'; topic: number; direction: Direction }
	| { type: 'addItem'; topic: number; itemType: ItemType }
	| { type: 'setItemName'; at: ItemAt; name: string }
	| { type: 'setItemDuration'; at: ItemAt; seconds: number }
	/**
	 * A master video uploaded in the studio becomes the item's media: it replaces the site's own
	 * file (`mediaUrl`) and any captions of the media it replaces.
	 */
	| { type: 'setItemMedia'; at: ItemAt; assetId: string }
	/** The transcoded video's real length, if the item still shows that asset. */
	| { type: 'setAssetDuration'; at: ItemAt; assetId: string; seconds: number }
	/** Captions stored on the item's asset (they live on it): the item points at them. */
	| { type: 'setItemCaptions'; at: ItemAt; assetId: string }
	/** A PDF item's sheet uploaded in the studio: it replaces the site's own file (`fileUrl`). */
	| { type: 'setItemFile'; at: ItemAt; assetId: string }
	| { type: 'removeItem'; at: ItemAt }
	| { type: 'moveItem'; at: ItemAt; direction: Direction }
	/** To the end of another topic. */
	| { type: 'moveItemToTopic'; at: ItemAt; target: number }
	| { type: 'addQuestion'; at: ItemAt }
	| { type: 'setQuestion'; at: QuestionAt; field: 'prompt' | 'explanation'; value: string }
	| { type: 'removeQuestion'; at: QuestionAt }
	| { type: 'moveQuestion'; at: QuestionAt; direction: Direction }
	| { type: 'addOption'; at: QuestionAt }
	| { type: 'setOption'; at: QuestionAt; option: number; value: string }
	| { type: 'removeOption'; at: QuestionAt; option: number }
	| { type: 'moveOption'; at: QuestionAt; option: number; direction: Direction }
	| { type: 'setAnswer'; at: QuestionAt; option: number };
