/** The demo catalogue: every group's categories, experts and courses, in one list each. */
import { groupA } from './group-a';
import { groupB } from './group-b';
import { groupC } from './group-c';
import type { SeedGroup } from './types';

const groups = [groupA, groupB, groupC];

export const demoCatalogue: SeedGroup = {
	categories: groups.flatMap((group) => group.categories),
	experts: groups.flatMap((group) => group.experts),
	courses: groups.flatMap((group) => group.courses),
};
