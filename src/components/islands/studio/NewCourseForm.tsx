import { useState } from 'react';
import type { StudioCourseList } from '../../../lib/contracts/studio';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { t } from './shared';

/** A title and a category make a draft; the editor opens on it. */
export function NewCourseForm({
	categories,
	creating,
	onCreate,
}: {
	categories: StudioCourseList['categories'];
	creating: boolean;
	onCreate: (name: string, categoryId: number) => Promise<string | null>;
}) {
	const [name, setName] = useState('');
	const [categoryId, setCategoryId] = useState('');
	const [error, setError] = useState<string | null>(null);

	return (
		<details className="studio__new-box">
			<summary className="studio__new-summary">{t('studio.list.new_title')}</summary>
			<form
				className="studio__new"
				aria-label={t('studio.list.new_title')}
				onSubmit={(event) => {
					event.preventDefault();
					void onCreate(name.trim(), Number(categoryId)).then(setError);
				}}
			>
				<Input
					label={t('studio.list.new_name')}
					value={name}
					required
					maxLength={160}
					onChange={(event) => {
						setName(event.target.value);
					}}
					error={error ?? undefined}
				/>
				<Select
					label={t('studio.list.new_category')}
					placeholder={t('studio.list.new_category_choose')}
					value={categoryId}
					required
					onChange={(event) => {
						setCategoryId(event.target.value);
					}}
					options={categories.map((category) => ({
						value: String(category.id),
						label: category.name,
					}))}
				/>
				<Button type="submit" loading={creating}>
					{t('studio.list.new_submit')}
				</Button>
			</form>
		</details>
	);
}
