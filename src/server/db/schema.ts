/**
 * The only place tables are defined (STYLE §16). snake_case columns; every change gets a
 * drizzle-kit migration under ./migrations, committed and never edited after merge.
 */
import { sql } from 'drizzle-orm';
import {
	type AnyPgColumn,
	bigint,
	boolean,
	check,
	date,
	doublePrecision,
	index,
	integer,
	jsonb,
	pgEnum,
	pgTable,
	primaryKey,
	serial,
	smallint,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from 'drizzle-orm/pg-core';
import {
	COURSE_STATUSES,
	MEDIA_KINDS,
	MEDIA_STATUSES,
	SITE_PUBLICATION_STATUSES,
	STAFF_ROLES,
} from '../../lib/studio-rules';

export const courseAudience = pgEnum('course_audience', ['professional', 'student', 'both']);
export const programItemType = pgEnum('program_item_type', [
	'video',
	'counter_scene',
	'pdf',
	'quiz',
]);

/**
 * Where a course is in the studio (issue #19). Learners only ever see `published` courses; an
 * `archived` one keeps its learners' progress and certificates but leaves the catalogue.
 * `draft` and `in_review` are courses never published yet (an edit of a published course is a
 * `course_drafts` row, the live course staying as it is).
 */
export const courseStatus = pgEnum('course_status', COURSE_STATUSES);

/** What a member of the campus staff may do (issue #19): editors make courses, admins everything. */
export const staffRole = pgEnum('staff_role', STAFF_ROLES);

export const categories = pgTable('categories', {
	/** `ctid` on the wire; stable ids so links and filters survive reseeding. */
	id: integer('id').primaryKey(),
	slug: text('slug').notNull().unique(),
	name: text('name').notNull(),
	position: integer('position').notNull(),
	description: text('description').notNull().default(''),
	/** Accent-free, lower-case name, so a search for "nutricion" matches "Nutrición". */
	searchName: text('search_name').generatedAlwaysAs(sql`campus_search_normalize(name)`),
});

export const experts = pgTable('experts', {
	id: serial('id').primaryKey(),
	slug: text('slug').notNull().unique(),
	name: text('name').notNull(),
	title: text('title').notNull().default(''),
	bio: text('bio').notNull().default(''),
});

/** One line of a course's content summary, e.g. `{ type: 'video', quantity: 4, name: 'Vídeos' }`. */
export interface CourseContentRow {
	type: 'video' | 'counter_scene' | 'pdf' | 'quiz';
	quantity: number;
	name: string;
}

/** One source of a course, as the studio's editor records it. */
export interface CourseSourceRow {
	title: string;
	/** Who published it: `CIMA (AEMPS)`, a scientific society, a clinical guideline. */
	publisher: string;
	url: string;
	/** YYYY-MM-DD the editor consulted it. */
	consultedOn: string;
}

export const courses = pgTable(
	'courses',
	{
		/** `cid` on the wire. Demo ids are below 10000; new courses take ids from 10000 up. */
		id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10000 }),
		path: text('path').notNull().unique(),
		name: text('name').notNull(),
		categoryId: integer('category_id')
			.notNull()
			.references(() => categories.id),
		description: text('description').notNull(),
		target: courseAudience('target').notNull().default('both'),
		goals: jsonb('goals').$type<string[]>().notNull().default([]),
		content: jsonb('content').$type<CourseContentRow[]>().notNull().default([]),
		trailerUrl: text('trailer_url').notNull().default(''),
		captionsUrl: text('captions_url').notNull().default(''),
		posterUrl: text('poster_url').notNull().default(''),
		durationMinutes: integer('duration_minutes').notNull().default(0),
		createdByExpertId: integer('created_by_expert_id').references(() => experts.id),
		impartedByExpertId: integer('imparted_by_expert_id').references(() => experts.id),
		demoExcluded: boolean('demo_excluded').notNull().default(false),
		/**
		 * Set for a pharmacy's own training (issue #7): seen only by that pharmacy's team (or its
		 * group's), never in the public catalogue.
		 */
		pharmacyId: integer('pharmacy_id').references((): AnyPgColumn => pharmacies.id, {
			onDelete: 'cascade',
		}),
		createdOn: date('created_on', { mode: 'string' }).notNull(),
		updatedOn: date('updated_on', { mode: 'string' }).notNull(),
		/**
		 * Lower-cased, accent-free name and description, kept by PostgreSQL itself so search
		 * ("nutricion" → "Nutrición") runs in SQL with a trigram index. `campus_search_normalize`
		 * is created by the first migration (an IMMUTABLE wrapper over unaccent).
		 */
		searchText: text('search_text').generatedAlwaysAs(
			sql`campus_search_normalize(name || ' ' || description)`,
		),
		/**
		 * The normalised name alone: the catalogue's sort key (accents do not push "Ácido" to the
		 * end) and what ranks name matches above description matches. Stored, so neither costs a
		 * function call per row and per request.
		 */
		sortName: text('sort_name').generatedAlwaysAs(sql`campus_search_normalize(name)`),
		insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
		/** Existing rows (the demo catalogue, own training) are live; the studio creates drafts. */
		status: courseStatus('status').notNull().default('published'),
		/** When an expert last checked the course against its sources; null until first reviewed. */
		reviewedOn: date('reviewed_on', { mode: 'string' }),
		/** What the course follows (CIMA/AEMPS sheets, guidelines), shown with "Revisado el …". */
		sources: jsonb('sources').$type<CourseSourceRow[]>().notNull().default([]),
		/** Courses suggested after this one, in order (ids of published catalogue courses). */
		relatedCourseIds: jsonb('related_course_ids').$type<number[]>().notNull().default([]),
		publishedAt: timestamp('published_at', { withTimezone: true }),
	},
	(table) => [
		index('courses_category_idx').on(table.categoryId),
		index('courses_status_idx').on(table.status),
		index('courses_pharmacy_idx').on(table.pharmacyId),
		index('courses_updated_idx').on(table.updatedOn),
		index('courses_sort_name_idx').on(table.sortName),
		index('courses_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
	],
);

export const programTopics = pgTable(
	'program_topics',
	{
		id: serial('id').primaryKey(),
		courseId: integer('course_id')
			.notNull()
			.references(() => courses.id, { onDelete: 'cascade' }),
		position: integer('position').notNull(),
		title: text('title').notNull(),
	},
	(table) => [uniqueIndex('program_topics_course_position_uq').on(table.courseId, table.position)],
);

export const programItems = pgTable(
	'program_items',
	{
		id: serial('id').primaryKey(),
		topicId: integer('topic_id')
			.notNull()
			.references(() => programTopics.id, { onDelete: 'cascade' }),
		position: integer('position').notNull(),
		name: text('name').notNull(),
		type: programItemType('type').notNull(),
		/** Seconds of video or counter scene; 0 for PDF and quiz. */
		durationSeconds: integer('duration_seconds').notNull().default(0),
		/** Video or counter scene file, relative to `ASSETS_URL` like `courses.trailer_url`. */
		mediaUrl: text('media_url'),
		/** Its Spanish WebVTT captions, relative to `ASSETS_URL`. */
		captionsUrl: text('captions_url'),
	},
	(table) => [
		uniqueIndex('program_items_topic_position_uq').on(table.topicId, table.position),
		check('program_items_duration_nonnegative', sql`${table.durationSeconds} >= 0`),
	],
);

// ---- What visitors leave on the public site (spec §7 "Other") ---------------------------------

/** Where a newsletter address was given. */
export const newsletterSource = pgEnum('newsletter_source', ['newsletter', 'contact', 'carrion']);

/**
 * One row per address (`POST /crm/addToNewsletter`, and the newsletter boxes of the contact and
 * carrion forms). Subscribing again refreshes the name and `updated_at`; `source` and
 * `created_at` keep the first sign-up, the date consent was first given.
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
	id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
	/** Trimmed and lower-cased by the payload schema, so one address is one row. */
	email: text('email').notNull().unique(),
	firstName: text('first_name').notNull(),
	/** `app`: the application the sign-up came from; null when a form of this site without it. */
	appId: integer('app_id'),
	/** `typ`: user type (1 titular, 2 professional, 3 student) when the form asked for it. */
	userType: integer('user_type'),
	source: newsletterSource('source').notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * `POST /crm/addToLeadList`: someone who showed interest in a licence through a marketing
 * funnel. Every call is kept (the same person in two funnels is two leads).
 */
export const leads = pgTable(
	'leads',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		appId: integer('app_id').notNull(),
		/** `lid`: the licence (plan) looked at. */
		licenseId: integer('license_id').notNull(),
		/** `fnl`: the funnel, campaign or landing. */
		funnel: text('funnel').notNull(),
		userType: integer('user_type').notNull(),
		email: text('email').notNull(),
		firstName: text('first_name').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [index('leads_email_idx').on(table.email)],
);

/** Which form a contact request came from. */
export const contactRequestKind = pgEnum('contact_request_kind', ['contact', 'carrion']);

/**
 * Messages people send through the site's forms: the general contact form (`POST /crm/contact`)
 * and the carrion landing (`POST /support/carrion`). One table, so whoever answers them has one
 * inbox; the checks keep each kind's required fields required.
 */
export const contactRequests = pgTable(
	'contact_requests',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		kind: contactRequestKind('kind').notNull(),
		firstName: text('first_name').notNull(),
		lastName: text('last_name'),
		email: text('email').notNull(),
		/** Nine digits, without the +34 prefix. */
		phone: text('phone'),
		/** Contact form: what the person asks. */
		message: text('message'),
		/** Carrion form: the course the person wants. */
		course: text('course'),
		/** Terms and privacy policy accepted when sending (required for the contact form). */
		acceptedTerms: boolean('accepted_terms').notNull().default(false),
		wantsNewsletter: boolean('wants_newsletter').notNull().default(false),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		index('contact_requests_email_idx').on(table.email),
		index('contact_requests_kind_created_idx').on(table.kind, table.createdAt),
		check(
			'contact_requests_contact_fields',
			sql`${table.kind} <> 'contact' or (${table.message} is not null and ${table.acceptedTerms})`,
		),
		check(
			'contact_requests_carrion_fields',
			sql`${table.kind} <> 'carrion' or (${table.course} is not null and ${table.lastName} is not null)`,
		),
	],
);

/**
 * Plans on sale (spec §3 "Plan (plans call)"): one row per offer, i.e. per plan, billing period
 * and purchase-or-trial. Prices in minor units; what a purchase charges is read from here.
 */
export const plans = pgTable(
	'plans',
	{
		/** `lid` on the wire. */
		id: integer('id').primaryKey(),
		slug: text('slug').notNull().unique(),
		name: text('name').notNull(),
		description: text('description').notNull().default(''),
		/** 1 pharmacy owner (M/L/XL), 2 professional, 3 student. */
		licenceType: integer('licence_type').notNull(),
		/** 1 annual, 2 monthly. */
		period: integer('period').notNull(),
		/** The 5-day free-trial offer of the plan. */
		trial: boolean('trial').notNull().default(false),
		priceMinor: integer('price_minor').notNull(),
		currency: text('currency').notNull().default('EUR'),
		/** Stripe price id; empty while the sandbox gateway is used. */
		stripePriceId: text('stripe_price_id').notNull().default(''),
		/** Percent saved against twelve monthly payments (20 on annual offers). */
		discountPercent: integer('discount_percent').notNull().default(0),
		/** M, L or XL for pharmacy plans. */
		size: text('size'),
		/** People the licence covers: 1, or 4/10/20 for pharmacies. */
		seats: integer('seats').notNull().default(1),
		position: integer('position').notNull().default(0),
		active: boolean('active').notNull().default(true),
	},
	(table) => [
		check('plans_price_nonnegative', sql`${table.priceMinor} >= 0`),
		check('plans_licence_type_known', sql`${table.licenceType} in (1, 2, 3)`),
		check('plans_period_known', sql`${table.period} in (1, 2)`),
		check('plans_seats_positive', sql`${table.seats} >= 1`),
	],
);

// ---- Accounts and sessions (issue #4, docs/decisions/004-accounts-and-sessions.md) -------------

/**
 * A person with an account. Email and nick are unique whatever their case (the indexes compare
 * `lower()`), so "Ana@x.es" and "ana@x.es" are one account; both are kept as typed, the email
 * lower-cased by the payload schema. The password hash never leaves src/server/db and the auth
 * services.
 */
export const users = pgTable(
	'users',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		email: text('email').notNull(),
		/** User name: letters, digits and underscores (spec §5); log in with it or the email. */
		nick: text('nick').notNull(),
		name: text('name').notNull(),
		lastName: text('last_name').notNull(),
		/** Nine digits without +34, or null. */
		phone: text('phone'),
		/** 1 titular (pharmacy owner), 2 professional, 3 student (spec §3 "User type"). */
		userType: smallint('user_type').notNull(),
		/** `user_data.role`: 1 user, 2 pharmacy administrator, 3 campus staff (services/auth/accounts.ts). */
		role: smallint('role').notNull().default(1),
		/** Campus staff (issue #19): null for everyone else. Checked on every studio call. */
		staffRole: staffRole('staff_role'),
		/** argon2id, PHC string. */
		passwordHash: text('password_hash').notNull(),
		/** Set by staff: the next login gives a change token instead of a session (ADR 004). */
		mustChangePwd: boolean('must_change_pwd').notNull().default(false),
		newsletter: boolean('newsletter').notNull().default(false),
		/** When the terms were accepted at sign-up; null for accounts created by staff. */
		termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
		/** `space_id`, `admin_space_id`, `partner_slug` of the last login that sent them. */
		spaceId: integer('space_id'),
		adminSpaceId: integer('admin_space_id'),
		partnerSlug: text('partner_slug'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
		lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
		/**
		 * Set by an admin (issue #20): no session is issued while it is set (login, refresh, a new
		 * password), and blocking ended the open ones. Why is in the audit log.
		 */
		blockedAt: timestamp('blocked_at', { withTimezone: true }),
		/** The payment gateway's customer (`cus_…`), created at the first purchase (issue #5). */
		gatewayCustomerId: text('gateway_customer_id'),
		/**
		 * Who the invoices are made out to (issue #18), when not the person's own name: a pharmacy
		 * or company, its NIF/CIF and fiscal address. Asked at checkout, editable in mi-perfil; an
		 * invoice copies them when issued, so a change applies to future invoices only.
		 */
		billingName: text('billing_name'),
		billingTaxId: text('billing_tax_id'),
		billingAddress: text('billing_address'),
	},
	(table) => [
		uniqueIndex('users_email_lower_uq').on(sql`lower(${table.email})`),
		uniqueIndex('users_nick_lower_uq').on(sql`lower(${table.nick})`),
		check('users_user_type_known', sql`${table.userType} in (1, 2, 3)`),
	],
);

/**
 * A group of pharmacies under one holder (issue #7, ADR 008): set up by the campus staff with the
 * group's contract; its holder sees and manages every pharmacy of the group.
 */
export const pharmacyGroups = pgTable(
	'pharmacy_groups',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		name: text('name').notNull(),
		holderUserId: integer('holder_user_id')
			.notNull()
			.references(() => users.id),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		uniqueIndex('pharmacy_groups_name_lower_uq').on(sql`lower(${table.name})`),
		index('pharmacy_groups_holder_idx').on(table.holderUserId),
	],
);

/**
 * A pharmacy, created with its titular's account at sign-up. Names are unique whatever their case
 * (spec §8 "pharmacy name already exists"). Its plan is its owner's open pharmacy licence; its
 * team is the owner plus `pharmacy_members` (issue #7, ADR 008).
 */
export const pharmacies = pgTable(
	'pharmacies',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		/** Trimmed, inner spaces collapsed. */
		name: text('name').notNull(),
		ownerUserId: integer('owner_user_id')
			.notNull()
			.references(() => users.id),
		/** The group it belongs to, if any. */
		groupId: integer('group_id').references(() => pharmacyGroups.id, { onDelete: 'set null' }),
		/** Its logo, shown to its members in the campus. */
		logoFileId: uuid('logo_file_id').references((): AnyPgColumn => uploadedFiles.id, {
			onDelete: 'set null',
		}),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		uniqueIndex('pharmacies_name_lower_uq').on(sql`lower(${table.name})`),
		index('pharmacies_owner_idx').on(table.ownerUserId),
		index('pharmacies_group_idx').on(table.groupId),
	],
);

/**
 * The people of a pharmacy's team other than its owner. One pharmacy per person (the unique
 * index): a licence seat is one person. Leaving deletes the row; certificates and progress stay
 * with the person.
 */
export const pharmacyMembers = pgTable(
	'pharmacy_members',
	{
		pharmacyId: integer('pharmacy_id')
			.notNull()
			.references(() => pharmacies.id, { onDelete: 'cascade' }),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		primaryKey({ columns: [table.pharmacyId, table.userId] }),
		uniqueIndex('pharmacy_members_user_uq').on(table.userId),
	],
);

/**
 * An invitation to join a pharmacy's team, mailed with a join link that carries the token (stored
 * only as its HMAC, like password resets). A pending invitation holds a seat until it is accepted,
 * cancelled or expires.
 */
export const pharmacyInvitations = pgTable(
	'pharmacy_invitations',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		pharmacyId: integer('pharmacy_id')
			.notNull()
			.references(() => pharmacies.id, { onDelete: 'cascade' }),
		/** Lower-cased. */
		email: text('email').notNull(),
		tokenHash: text('token_hash').notNull().unique(),
		invitedByUserId: integer('invited_by_user_id').references(() => users.id, {
			onDelete: 'set null',
		}),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		acceptedAt: timestamp('accepted_at', { withTimezone: true }),
		acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, {
			onDelete: 'set null',
		}),
		cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
	},
	(table) => [
		index('pharmacy_invitations_pharmacy_idx').on(table.pharmacyId),
		uniqueIndex('pharmacy_invitations_open_email_uq')
			.on(table.pharmacyId, sql`lower(${table.email})`)
			.where(sql`${table.acceptedAt} is null and ${table.cancelledAt} is null`),
	],
);

/** What an upload is for; each kind has its own types and size limit (services/uploads). */
export const uploadedFileKind = pgEnum('uploaded_file_kind', ['logo', 'video', 'pdf']);

/**
 * A file a pharmacy uploaded (logo, own-training video or PDF), stored under `storage_key` in the
 * file storage (services/file-storage.ts). `content_type` is the type checked on upload from the
 * file's own bytes, and the only one it is ever served with.
 */
export const uploadedFiles = pgTable(
	'uploaded_files',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		pharmacyId: integer('pharmacy_id')
			.notNull()
			.references(() => pharmacies.id, { onDelete: 'cascade' }),
		kind: uploadedFileKind('kind').notNull(),
		contentType: text('content_type').notNull(),
		bytes: integer('bytes').notNull(),
		originalName: text('original_name').notNull(),
		storageKey: text('storage_key').notNull().unique(),
		uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, {
			onDelete: 'set null',
		}),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [index('uploaded_files_pharmacy_idx').on(table.pharmacyId)],
);

/**
 * Refresh tokens, stored only as their HMAC. A login starts a family; each refresh marks the
 * presented token used and adds the next one to the family. A token presented twice revokes every
 * token of its family (ADR 004).
 */
export const refreshTokens = pgTable(
	'refresh_tokens',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** One login; the `sid` claim of its access tokens. */
		familyId: uuid('family_id').notNull(),
		/** HMAC-SHA-256 of the token with REFRESH_TOKEN_SECRET, hex. */
		tokenHash: text('token_hash').notNull().unique(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		/** Set when the token was exchanged for the next one. */
		usedAt: timestamp('used_at', { withTimezone: true }),
		/** Set on logout, reuse, or a password change. */
		revokedAt: timestamp('revoked_at', { withTimezone: true }),
	},
	(table) => [
		index('refresh_tokens_family_idx').on(table.familyId),
		index('refresh_tokens_user_idx').on(table.userId),
	],
);

/**
 * Single-use password links (`/recovery-password?tk=…`) and the change tokens of accounts that
 * must change their password. Stored as the token's HMAC.
 */
export const passwordResets = pgTable(
	'password_resets',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		tokenHash: text('token_hash').notNull().unique(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		usedAt: timestamp('used_at', { withTimezone: true }),
	},
	(table) => [index('password_resets_user_idx').on(table.userId)],
);

/**
 * Fixed-window counters of the rate limits (ADR 004), in the database so every process sees the
 * same counts. `key` is e.g. `login:ip:203.0.113.7`; `window_start` the start of its window.
 */
export const rateLimits = pgTable(
	'rate_limits',
	{
		key: text('key').notNull(),
		windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
		count: integer('count').notNull().default(0),
	},
	(table) => [
		primaryKey({ columns: [table.key, table.windowStart] }),
		index('rate_limits_window_idx').on(table.windowStart),
	],
);

/**
 * A person's licences (spec §3 "Licence / subscription item"): what `POST /buy/getSubscriptions`
 * lists. Issue #5 (purchase) writes them.
 */
export const enrollments = pgTable(
	'enrollments',
	{
		/** `enrollment_id` on the wire. */
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** `lid`: the plan offer bought or tried. */
		planId: integer('plan_id')
			.notNull()
			.references(() => plans.id),
		status: text('status')
			.$type<'active' | 'trialing' | 'freemium' | 'canceled' | 'past_due' | 'incomplete'>()
			.notNull(),
		startAt: timestamp('start_at', { withTimezone: true }),
		/** End of the current period; null for a freemium licence without end. */
		endAt: timestamp('end_at', { withTimezone: true }),
		cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
		/** 1 annual, 2 monthly. */
		periodicity: smallint('periodicity').notNull(),
		/** Price per period in minor units, as charged. */
		priceMinor: integer('price_minor').notNull(),
		/** The purchase that created it; unique, so a checkout never gives two licences. */
		checkoutId: integer('checkout_id').references((): AnyPgColumn => checkouts.id),
		/** The gateway's subscription (`sub_…`) that renews it. */
		gatewaySubscriptionId: text('gateway_subscription_id'),
		/** Began as the free trial: one per person ever (spec §1), enforced by a unique index. */
		trial: boolean('trial').notNull().default(false),
		/** Set by a cancellation: access ends then, with no renewal (ADR 005 "Cancelling"). */
		cancelAt: timestamp('cancel_at', { withTimezone: true }),
		/**
		 * Given by the campus's staff (issue #20): free, for a set period, with no gateway
		 * subscription behind it; it never renews and there is nothing to cancel or pay.
		 */
		complimentary: boolean('complimentary').notNull().default(false),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		index('enrollments_user_idx').on(table.userId),
		uniqueIndex('enrollments_checkout_uq').on(table.checkoutId),
		uniqueIndex('enrollments_one_trial_per_user_uq')
			.on(table.userId)
			.where(sql`${table.trial}`),
		index('enrollments_gateway_subscription_idx').on(table.gatewaySubscriptionId),
		check(
			'enrollments_status_known',
			sql`${table.status} in ('active', 'trialing', 'freemium', 'canceled', 'past_due', 'incomplete')`,
		),
		check('enrollments_periodicity_known', sql`${table.periodicity} in (1, 2)`),
		check('enrollments_price_nonnegative', sql`${table.priceMinor} >= 0`),
	],
);

// ---- Purchase (issue #5, docs/decisions/005-purchase.md) --------------------------------------

/**
 * A cart (spec §3 "Cart record", §7 setCart/getCart): one plan offer under a sale code (`scd`)
 * that identifies it before login; the user is attached at login or sign-up (setOwnerCart).
 */
export const carts = pgTable(
	'carts',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		/** `scd` on the wire: random, unguessable. */
		saleCode: text('sale_code').notNull().unique(),
		userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
		/** `itl`: the one licence (plan offer) in the cart; adding another replaces it. */
		planId: integer('plan_id').references(() => plans.id),
		/** Application number (`app`). */
		app: integer('app').notNull(),
		/** A coupon applied to the cart (`cpn`), upper-case. */
		couponCode: text('coupon_code'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [index('carts_user_idx').on(table.userId)],
);

/**
 * Discount coupons (`cpn`): a percent or an amount off the first payment or every payment, valid
 * between two dates, for some plans, with a total and a per-person limit (issue #20). Created by
 * the back-office and never edited in what they give: a Stripe coupon cannot change either.
 */
export const coupons = pgTable(
	'coupons',
	{
		/** Upper-case; what people type is upper-cased before comparing. */
		code: text('code').primaryKey(),
		/** Exactly one of percentOff and amountOffMinor is set. */
		percentOff: integer('percent_off'),
		/** In the plans' currency (EUR), minor units; never more than the price it is taken from. */
		amountOffMinor: integer('amount_off_minor'),
		/** Off every payment of the subscription, not only the first (Stripe's `forever`). */
		everyPayment: boolean('every_payment').notNull().default(false),
		/** Null: valid from its creation. */
		startsAt: timestamp('starts_at', { withTimezone: true }),
		expiresAt: timestamp('expires_at', { withTimezone: true }),
		/** Null: no limit. */
		maxRedemptions: integer('max_redemptions'),
		/** Payments under way or made with it; the total limit is checked on this counter. */
		redemptions: integer('redemptions').notNull().default(0),
		/** How often one person may use it; null: no limit. */
		perPersonLimit: integer('per_person_limit'),
		/** Only plans of this licence type (1 pharmacy, 2 professional, 3 student); null: any. */
		licenceType: smallint('licence_type'),
		/** Only these plans; null: any (within licenceType). */
		planIds: integer('plan_ids').array(),
		/** What it is for, for the staff ("Congreso SEFAC 2026"); never shown to buyers. */
		note: text('note'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check('coupons_percent_range', sql`${table.percentOff} between 1 and 100`),
		check('coupons_amount_positive', sql`${table.amountOffMinor} > 0`),
		check(
			'coupons_one_discount',
			sql`(${table.percentOff} is null) <> (${table.amountOffMinor} is null)`,
		),
		check('coupons_per_person_positive', sql`${table.perPersonLimit} > 0`),
		check('coupons_code_upper', sql`${table.code} = upper(${table.code})`),
		check(
			'coupons_redemptions_within_limit',
			sql`${table.maxRedemptions} is null or ${table.redemptions} <= ${table.maxRedemptions}`,
		),
	],
);

/**
 * One attempt to pay a cart (`paidCart`): the amounts charged, the gateway's subscription and
 * where it stands. At most one live checkout per cart (a declined one may be retried with another
 * card), so a double click or a retry finds the first instead of charging again.
 */
export const checkouts = pgTable(
	'checkouts',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		cartId: integer('cart_id')
			.notNull()
			.references(() => carts.id),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id),
		planId: integer('plan_id')
			.notNull()
			.references(() => plans.id),
		couponCode: text('coupon_code'),
		trial: boolean('trial').notNull(),
		amountSubtotalMinor: integer('amount_subtotal_minor').notNull(),
		amountDiscountMinor: integer('amount_discount_minor').notNull(),
		amountTotalMinor: integer('amount_total_minor').notNull(),
		currency: text('currency').notNull(),
		gateway: text('gateway').notNull(),
		gatewaySubscriptionId: text('gateway_subscription_id').unique(),
		/**
		 * pending (created, gateway not answered yet), requires_action (3-D Secure), paid (the
		 * gateway confirmed the payment or the trial), failed (declined: nothing charged).
		 */
		status: text('status').$type<'pending' | 'requires_action' | 'paid' | 'failed'>().notNull(),
		/** The charge of the first period, once paid. */
		transactionId: text('transaction_id'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		uniqueIndex('checkouts_one_live_per_cart_uq')
			.on(table.cartId)
			.where(sql`${table.status} <> 'failed'`),
		index('checkouts_user_idx').on(table.userId),
		// A coupon's redemptions, and one person's, are read from its checkouts.
		index('checkouts_coupon_idx').on(table.couponCode, table.userId),
		check(
			'checkouts_status_known',
			sql`${table.status} in ('pending', 'requires_action', 'paid', 'failed')`,
		),
		check(
			'checkouts_amounts',
			sql`${table.amountTotalMinor} >= 0 and ${table.amountDiscountMinor} >= 0`,
		),
	],
);

/** Webhooks already handled, by the gateway's event id: a replay changes nothing. */
export const gatewayEvents = pgTable('gateway_events', {
	id: text('id').primaryKey(),
	type: text('type').notNull(),
	receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** "Te llamamos" requests for pharmacy plans (`POST /buy/pharmacyPlanRequest`). */
export const pharmacyPlanRequests = pgTable('pharmacy_plan_requests', {
	id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
	/** `ftyp`: which form sent it (purchase or trial contact). */
	formType: integer('form_type').notNull(),
	firstName: text('first_name').notNull(),
	lastName: text('last_name'),
	phone: text('phone').notNull(),
	email: text('email').notNull(),
	planId: integer('plan_id').references(() => plans.id),
	pharmacyName: text('pharmacy_name'),
	couponCode: text('coupon_code'),
	newsletter: boolean('newsletter').notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Sandbox payment gateway (src/server/payments/sandbox.ts): Stripe's test mode, offline -----

/** Customers of the sandbox gateway (`cus_sbx_…`), one per user. */
export const sandboxCustomers = pgTable('sandbox_customers', {
	id: text('id').primaryKey(),
	userId: integer('user_id').notNull().unique(),
	email: text('email').notNull(),
	name: text('name').notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Cards the sandbox card form turned into payment methods (`pm_sbx_…`). Only the brand, the last
 * four digits and how Stripe's test card of that number behaves are kept, never the number.
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
	id: text('id').primaryKey(),
	last4: text('last4').notNull(),
	brand: text('brand').notNull(),
	expMonth: smallint('exp_month').notNull(),
	expYear: smallint('exp_year').notNull(),
	behaviour: text('behaviour')
		.$type<'succeeds' | 'declines' | 'authenticates' | 'declines_later'>()
		.notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Subscriptions of the sandbox gateway (`sub_sbx_…`), as Stripe would keep them. */
export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
	id: text('id').primaryKey(),
	/** The caller's idempotency key: a retry finds this row instead of creating another. */
	idempotencyKey: text('idempotency_key').notNull().unique(),
	customerId: text('customer_id').notNull(),
	paymentMethodId: text('payment_method_id').notNull(),
	status: text('status')
		.$type<'active' | 'trialing' | 'requires_action' | 'payment_failed' | 'past_due' | 'canceled'>()
		.notNull(),
	/** What the browser's confirm step sends back (3-D Secure). */
	clientSecret: text('client_secret').notNull(),
	amountMinor: integer('amount_minor').notNull(),
	/** After the coupon: what the first payment charges. */
	firstAmountMinor: integer('first_amount_minor').notNull(),
	amountPaidMinor: integer('amount_paid_minor').notNull().default(0),
	currency: text('currency').notNull(),
	period: smallint('period').notNull(),
	transactionId: text('transaction_id'),
	currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
	currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
	trialEnd: timestamp('trial_end', { withTimezone: true }),
	cancelAt: timestamp('cancel_at', { withTimezone: true }),
	metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the sandbox gateway charged (`ch_sbx_…`), one row per payment: a first period, a
 * renewal, the difference of a change of plan. Stripe keeps the same as its paid invoices; the
 * campus invoices each charge once (services/invoices.ts).
 */
export const sandboxCharges = pgTable(
	'sandbox_charges',
	{
		id: text('id').primaryKey(),
		subscriptionId: text('subscription_id')
			.notNull()
			.references(() => sandboxSubscriptions.id),
		reason: text('reason').$type<'first_period' | 'renewal' | 'plan_change'>().notNull(),
		amountMinor: integer('amount_minor').notNull(),
		currency: text('currency').notNull(),
		periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
		periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
		paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
	},
	(table) => [index('sandbox_charges_subscription_idx').on(table.subscriptionId, table.paidAt)],
);

/**
 * Money the sandbox gave back on a charge (`re_sbx_…`), as Stripe's credit notes refund a paid
 * invoice: all or part of it, possibly in several refunds. The campus issues a rectifying invoice
 * for each (services/invoices.ts). The same idempotency key never refunds twice.
 */
export const sandboxRefunds = pgTable(
	'sandbox_refunds',
	{
		id: text('id').primaryKey(),
		chargeId: text('charge_id')
			.notNull()
			.references(() => sandboxCharges.id),
		subscriptionId: text('subscription_id')
			.notNull()
			.references(() => sandboxSubscriptions.id),
		amountMinor: integer('amount_minor').notNull(),
		currency: text('currency').notNull(),
		idempotencyKey: text('idempotency_key').notNull().unique(),
		refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull(),
	},
	(table) => [
		index('sandbox_refunds_subscription_idx').on(table.subscriptionId, table.refundedAt),
		check('sandbox_refunds_positive', sql`${table.amountMinor} > 0`),
	],
);

/**
 * A renewal the bank refused (issue #20): one row per licence and unpaid period, written when the
 * licence follows its subscription into `past_due`, with the reason the gateway gave; closed
 * (`recovered_at`) when a later sync finds it paid again. Staff read why a payment failed here,
 * and the sales figures count failed and recovered payments from it.
 */
export const paymentFailures = pgTable(
	'payment_failures',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		enrollmentId: integer('enrollment_id')
			.notNull()
			.references(() => enrollments.id, { onDelete: 'cascade' }),
		/** Start of the period whose charge was refused. */
		periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
		failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
		/** The gateway's reason (`insufficient_funds`…); null when it gave none. */
		declineCode: text('decline_code'),
		/** What the refused charge asked for, in minor units. */
		amountMinor: integer('amount_minor').notNull(),
		recoveredAt: timestamp('recovered_at', { withTimezone: true }),
	},
	(table) => [
		uniqueIndex('payment_failures_period_uq').on(table.enrollmentId, table.periodStart),
		index('payment_failures_failed_idx').on(table.failedAt),
	],
);

// ---- Invoices (issue #18, services/invoices.ts) -------------------------------------------------

/**
 * The last number given in each series and year. Taking a number updates this row in the
 * invoice's own transaction, so concurrent invoices wait for each other and a rolled-back one
 * gives its number back: the numbers of a series and year have no gaps (Spanish invoicing rules).
 */
export const invoiceSeries = pgTable(
	'invoice_series',
	{
		series: text('series').notNull(),
		year: integer('year').notNull(),
		lastNumber: integer('last_number').notNull(),
	},
	(table) => [primaryKey({ columns: [table.series, table.year] })],
);

/**
 * One invoice per charge (purchase, renewal, change of plan), or a rectifying one (series R) for
 * a refund. What it says is copied into the row when it is issued (buyer, operator, amounts) and
 * never changes afterwards: an invoice is a document, not a view of today's data.
 */
export const invoices = pgTable(
	'invoices',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		/** F: ordinary invoices; R: rectifying ones. */
		series: text('series').$type<'F' | 'R'>().notNull(),
		year: integer('year').notNull(),
		number: integer('number').notNull(),
		/** The gateway's charge (Stripe's paid invoice `in_…`, the sandbox's `ch_sbx_…`): once. */
		chargeId: text('charge_id').notNull().unique(),
		/** Stripe's own invoice number, in Stripe mode. */
		gatewayNumber: text('gateway_number'),
		reason: text('reason').$type<'first_period' | 'renewal' | 'plan_change' | 'refund'>().notNull(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id),
		gatewaySubscriptionId: text('gateway_subscription_id').notNull(),
		rectifiesId: integer('rectifies_id').references((): AnyPgColumn => invoices.id),
		issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
		periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
		periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
		/** The plan, as named when the charge was made. */
		description: text('description').notNull(),
		buyerName: text('buyer_name').notNull(),
		buyerEmail: text('buyer_email').notNull(),
		buyerTaxId: text('buyer_tax_id'),
		buyerAddress: text('buyer_address'),
		operatorName: text('operator_name').notNull(),
		operatorTaxId: text('operator_tax_id').notNull(),
		operatorAddress: text('operator_address').notNull(),
		operatorRegistry: text('operator_registry').notNull(),
		/** IVA in basis points: 2100 is 21 %. */
		taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
		baseMinor: integer('base_minor').notNull(),
		taxMinor: integer('tax_minor').notNull(),
		totalMinor: integer('total_minor').notNull(),
		currency: text('currency').notNull(),
	},
	(table) => [
		uniqueIndex('invoices_number_uq').on(table.series, table.year, table.number),
		index('invoices_user_idx').on(table.userId, table.issuedAt),
		check('invoices_amounts', sql`${table.baseMinor} + ${table.taxMinor} = ${table.totalMinor}`),
		check('invoices_series_known', sql`${table.series} in ('F', 'R')`),
	],
);

// ---- Support (spec §7 "POST /supportRequest") --------------------------------------------------

/** What a logged-in person asked through the support chat: kept, and mailed to support. */
export const supportRequests = pgTable(
	'support_requests',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** `sub`: the topic ("Cursos", "Facturación"…). */
		subject: text('subject').notNull(),
		/** `des`: up to 500 characters (spec §5). */
		description: text('description').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [index('support_requests_user_idx').on(table.userId)],
);

// ---- Support inbox (issue #20, ADR 019) ----------------------------------------------------------

/**
 * One conversation of the back-office's inbox for each request people send: a support chat
 * request, a /contacto or carrion message, or a "te llamamos" plan request. Written with the
 * request, in its transaction. Each points at its request through a real foreign key (exactly one
 * of the three is set), so a request removed (an account erased) takes its thread with it.
 */
export const supportThreads = pgTable(
	'support_threads',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		/** support | contact | carrion | call_request (lib/contracts/support-inbox.ts). */
		kind: text('kind').notNull(),
		supportRequestId: integer('support_request_id').references(() => supportRequests.id, {
			onDelete: 'cascade',
		}),
		contactRequestId: integer('contact_request_id').references(() => contactRequests.id, {
			onDelete: 'cascade',
		}),
		planRequestId: integer('plan_request_id').references(() => pharmacyPlanRequests.id, {
			onDelete: 'cascade',
		}),
		/** new | in_progress | answered | closed. */
		status: text('status').notNull().default('new'),
		/** The admin who looks after it; null: nobody yet. */
		assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
		/** When the request arrived. */
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		/** The last change: status, assignee, a note or a reply. */
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		uniqueIndex('support_threads_support_request_uq').on(table.supportRequestId),
		uniqueIndex('support_threads_contact_request_uq').on(table.contactRequestId),
		uniqueIndex('support_threads_plan_request_uq').on(table.planRequestId),
		index('support_threads_status_created_idx').on(table.status, table.createdAt),
		index('support_threads_created_idx').on(table.createdAt),
		check(
			'support_threads_status_known',
			sql`${table.status} in ('new', 'in_progress', 'answered', 'closed')`,
		),
		check(
			'support_threads_one_source',
			sql`(${table.kind} = 'support' and ${table.supportRequestId} is not null and ${table.contactRequestId} is null and ${table.planRequestId} is null)
			or (${table.kind} in ('contact', 'carrion') and ${table.contactRequestId} is not null and ${table.supportRequestId} is null and ${table.planRequestId} is null)
			or (${table.kind} = 'call_request' and ${table.planRequestId} is not null and ${table.supportRequestId} is null and ${table.contactRequestId} is null)`,
		),
	],
);

/**
 * What staff wrote in a thread: internal notes, and replies, each mailed to the person by a job
 * (`support-reply`) queued in the transaction that stores it.
 */
export const supportMessages = pgTable(
	'support_messages',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		threadId: integer('thread_id')
			.notNull()
			.references(() => supportThreads.id, { onDelete: 'cascade' }),
		/** note (staff only) | reply (mailed to the person). */
		kind: text('kind').notNull(),
		/** Who wrote it; null once their account is gone. */
		authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
		body: text('body').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		index('support_messages_thread_idx').on(table.threadId, table.createdAt),
		check('support_messages_kind_known', sql`${table.kind} in ('note', 'reply')`),
	],
);

// ---- Learning progress (issue #6) ----------------------------------------------------------------

/**
 * How far a person got in one program item: the last position (resume on any device), the
 * seconds really played as disjoint ranges (services/played-ranges.ts), and when it was completed
 * (set once, never cleared: progress does not go backwards).
 */
export const itemProgress = pgTable(
	'item_progress',
	{
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		itemId: integer('item_id')
			.notNull()
			.references(() => programItems.id, { onDelete: 'cascade' }),
		positionSeconds: integer('position_seconds').notNull().default(0),
		playedRanges: jsonb('played_ranges').$type<[number, number][]>().notNull().default([]),
		/** The device's clock of the heartbeat that set the position: older ones do not move it. */
		positionAt: timestamp('position_at', { withTimezone: true }),
		completedAt: timestamp('completed_at', { withTimezone: true }),
		/**
		 * Seconds of video this viewing may still add (ADR 006, heartbeat allowance): topped up by
		 * the server's clock at the fastest playback speed, capped, spent by what heartbeats play.
		 */
		creditSeconds: doublePrecision('credit_seconds').notNull().default(0),
		/** The server's time of the last top-up; null until the first heartbeat. */
		creditAt: timestamp('credit_at', { withTimezone: true }),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		primaryKey({ columns: [table.userId, table.itemId] }),
		check('item_progress_position_nonnegative', sql`${table.positionSeconds} >= 0`),
	],
);

/**
 * Seconds played per person and day (Europe/Madrid), for the learner's statistics (minutes
 * watched, streak) and the pharmacy reports. Added to by every heartbeat.
 */
export const learningDays = pgTable(
	'learning_days',
	{
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		day: date('day').notNull(),
		secondsWatched: integer('seconds_watched').notNull().default(0),
	},
	(table) => [primaryKey({ columns: [table.userId, table.day] })],
);

// ---- Quizzes, downloads and certificates (issue #6) ----------------------------------------------

/** The questions of a quiz item, in order; the right answer never leaves the server. */
export const quizQuestions = pgTable(
	'quiz_questions',
	{
		id: serial('id').primaryKey(),
		itemId: integer('item_id')
			.notNull()
			.references(() => programItems.id, { onDelete: 'cascade' }),
		position: integer('position').notNull(),
		prompt: text('prompt').notNull(),
		options: jsonb('options').$type<string[]>().notNull(),
		/** Index in `options` of the right answer. */
		answer: smallint('answer').notNull(),
		explanation: text('explanation').notNull().default(''),
	},
	(table) => [uniqueIndex('quiz_questions_item_position_uq').on(table.itemId, table.position)],
);

/** Every marked attempt at a quiz (retries allowed): the pass is what completes the item. */
export const quizAttempts = pgTable(
	'quiz_attempts',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		itemId: integer('item_id')
			.notNull()
			.references(() => programItems.id, { onDelete: 'cascade' }),
		/**
		 * 0 for the person's first attempt, then 1, 2…: names the order the questions were shown in
		 * (ADR 007) and, unique, lets only one answer of each shown order be marked.
		 */
		attempt: integer('attempt').notNull(),
		/** The options chosen, as indexes into the stored (unshuffled) options. */
		answers: jsonb('answers').$type<number[]>().notNull(),
		correct: integer('correct').notNull(),
		total: integer('total').notNull(),
		/** Percentage of right answers, 0–100. */
		score: smallint('score').notNull(),
		passed: boolean('passed').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		uniqueIndex('quiz_attempts_user_item_attempt_uq').on(table.userId, table.itemId, table.attempt),
	],
);

/** Each download of a course's PDF resource, for the pharmacy reports (issue #7). */
export const resourceDownloads = pgTable(
	'resource_downloads',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		itemId: integer('item_id')
			.notNull()
			.references(() => programItems.id, { onDelete: 'cascade' }),
		courseId: integer('course_id')
			.notNull()
			.references(() => courses.id, { onDelete: 'cascade' }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		index('resource_downloads_user_idx').on(table.userId),
		index('resource_downloads_course_idx').on(table.courseId),
		// The reports count a range of days: a month is a fraction of the table (ADR 008).
		index('resource_downloads_created_idx').on(table.createdAt),
	],
);

/**
 * A course certificate: one per person and course, whatever the race (the unique index). The
 * name, course, area and minutes are copied when it is issued, so the certificate says what it
 * said that day even if the course or the account changes later.
 */
export const certificates = pgTable(
	'certificates',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		/** Public verification code (`certificados/{code}`), random, unguessable. */
		code: text('code').notNull().unique(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		courseId: integer('course_id')
			.notNull()
			.references(() => courses.id, { onDelete: 'restrict' }),
		holderName: text('holder_name').notNull(),
		courseName: text('course_name').notNull(),
		categoryName: text('category_name').notNull(),
		minutes: integer('minutes').notNull(),
		issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
		/** Set by staff when a certificate must no longer be honoured; verification says so. */
		revokedAt: timestamp('revoked_at', { withTimezone: true }),
		revokedReason: text('revoked_reason'),
	},
	(table) => [
		uniqueIndex('certificates_user_course_uq').on(table.userId, table.courseId),
		// The reports count a range of days: a month is a fraction of the table (ADR 008).
		index('certificates_issued_idx').on(table.issuedAt),
	],
);

// ---- Companion activities of the classroom (issue #6) ---------------------------------------------

/** The counter-advice sheets of `aula/protocolos-de-consejo`. */
export const adviceProtocols = pgTable('advice_protocols', {
	id: serial('id').primaryKey(),
	slug: text('slug').notNull().unique(),
	symptom: text('symptom').notNull(),
	categoryId: integer('category_id')
		.notNull()
		.references(() => categories.id),
	summary: text('summary').notNull(),
	keywords: jsonb('keywords').$type<string[]>().notNull(),
	questions: jsonb('questions').$type<string[]>().notNull(),
	recommendation: jsonb('recommendation').$type<string[]>().notNull(),
	referral: jsonb('referral').$type<string[]>().notNull(),
	/** Accent-free, lower-case symptom, summary and keywords, for search. */
	searchText: text('search_text').notNull(),
});

/** La Infiltrada: fictional brands and their real active ingredients. */
export const brandIngredientPairs = pgTable('brand_ingredient_pairs', {
	id: serial('id').primaryKey(),
	brand: text('brand').notNull().unique(),
	ingredient: text('ingredient').notNull(),
	therapeuticGroup: text('therapeutic_group').notNull(),
});

/**
 * One timed round of la Infiltrada. The questions (and so the answers) are kept here and never
 * sent whole to the browser; the round is marked on the server, so a score cannot be invented.
 */
export const gameRounds = pgTable(
	'game_rounds',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** Server-only: each question's shown pairs and which one is the infiltrator. */
		questions: jsonb('questions').notNull(),
		startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
		finishedAt: timestamp('finished_at', { withTimezone: true }),
		correct: integer('correct'),
		score: integer('score'),
	},
	(table) => [index('game_rounds_user_idx').on(table.userId)],
);

/** Each person's best score at la Infiltrada. */
export const gameScores = pgTable('game_scores', {
	userId: integer('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	bestScore: integer('best_score').notNull(),
	bestAt: timestamp('best_at', { withTimezone: true }).notNull(),
	roundsPlayed: integer('rounds_played').notNull().default(0),
	updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Itineraries (the learner's side, issue #6; the manager, issue #7) ----------------------------

export const itineraryStatus = pgEnum('itinerary_status', ['draft', 'published', 'template']);

/**
 * An ordered list of courses with dates, owned by one pharmacy or by one group (exactly one of the
 * two), or by neither for the campus's own templates. Names are unique within their owner
 * (spec §5), whatever their case.
 */
export const itineraries = pgTable(
	'itineraries',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		pharmacyId: integer('pharmacy_id').references(() => pharmacies.id, { onDelete: 'cascade' }),
		groupId: integer('group_id').references(() => pharmacyGroups.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		description: text('description').notNull().default(''),
		status: itineraryStatus('status').notNull().default('draft'),
		/** The date by which the members should have completed it; null for none. */
		endsOn: date('ends_on'),
		createdByUserId: integer('created_by_user_id').references(() => users.id, {
			onDelete: 'set null',
		}),
		publishedAt: timestamp('published_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		index('itineraries_pharmacy_idx').on(table.pharmacyId),
		index('itineraries_group_idx').on(table.groupId),
		uniqueIndex('itineraries_pharmacy_name_uq')
			.on(table.pharmacyId, sql`lower(${table.name})`)
			.where(sql`${table.pharmacyId} is not null`),
		uniqueIndex('itineraries_group_name_uq')
			.on(table.groupId, sql`lower(${table.name})`)
			.where(sql`${table.groupId} is not null`),
		uniqueIndex('itineraries_campus_template_name_uq')
			.on(sql`lower(${table.name})`)
			.where(sql`${table.pharmacyId} is null and ${table.groupId} is null`),
		check(
			'itineraries_one_owner',
			sql`not (${table.pharmacyId} is not null and ${table.groupId} is not null)`,
		),
		check(
			'itineraries_campus_only_templates',
			sql`${table.pharmacyId} is not null or ${table.groupId} is not null or ${table.status} = 'template'`,
		),
	],
);

/** The courses of an itinerary in order; a course with `opens_on` is locked until that day. */
export const itineraryCourses = pgTable(
	'itinerary_courses',
	{
		itineraryId: integer('itinerary_id')
			.notNull()
			.references(() => itineraries.id, { onDelete: 'cascade' }),
		courseId: integer('course_id')
			.notNull()
			.references(() => courses.id),
		position: integer('position').notNull(),
		opensOn: date('opens_on'),
	},
	(table) => [
		primaryKey({ columns: [table.itineraryId, table.courseId] }),
		uniqueIndex('itinerary_courses_position_uq').on(table.itineraryId, table.position),
	],
);

/**
 * The pharmacies an itinerary is assigned to: everyone in their teams, present and future, has
 * it (issue #7).
 */
export const itineraryPharmacies = pgTable(
	'itinerary_pharmacies',
	{
		itineraryId: integer('itinerary_id')
			.notNull()
			.references(() => itineraries.id, { onDelete: 'cascade' }),
		pharmacyId: integer('pharmacy_id')
			.notNull()
			.references(() => pharmacies.id, { onDelete: 'cascade' }),
	},
	(table) => [
		primaryKey({ columns: [table.itineraryId, table.pharmacyId] }),
		index('itinerary_pharmacies_pharmacy_idx').on(table.pharmacyId),
	],
);

/** The people an itinerary is assigned to one by one (besides whole pharmacies). */
export const itineraryMembers = pgTable(
	'itinerary_members',
	{
		itineraryId: integer('itinerary_id')
			.notNull()
			.references(() => itineraries.id, { onDelete: 'cascade' }),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
	},
	(table) => [
		primaryKey({ columns: [table.itineraryId, table.userId] }),
		index('itinerary_members_user_idx').on(table.userId),
	],
);

// ---- Tracking reports (issue #7) ----------------------------------------------------------------

/**
 * Each person's standing in each course they started: items completed and when the last one was.
 * The progress services keep it (a row on the first heartbeat of an item, recounted when an item
 * is completed: never on the ordinary heartbeat), so the pharmacy reports read one row per person
 * and course instead of every item's progress, which for a group of 1,000 people is 200,000 rows
 * and over the reports' budget. A course is completed when `items_completed` reaches its items;
 * `completed_at` is then the moment it was. `share` and `completed_at` are stored when the items
 * are counted, as a course's items do not change once it is published (the catalogue's seed, an
 * own training's single item), so a report reads them without joining each row to its course's
 * item count: a third of the group report's time on PGlite (ADR 008).
 */
export const courseProgress = pgTable(
	'course_progress',
	{
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		courseId: integer('course_id')
			.notNull()
			.references(() => courses.id, { onDelete: 'cascade' }),
		itemsCompleted: integer('items_completed').notNull().default(0),
		lastCompletedAt: timestamp('last_completed_at', { withTimezone: true }),
		/** Items completed over the course's items, 0–1. */
		share: doublePrecision('share').notNull().default(0),
		completedAt: timestamp('completed_at', { withTimezone: true }),
		startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		primaryKey({ columns: [table.userId, table.courseId] }),
		index('course_progress_course_idx').on(table.courseId),
	],
);

/**
 * Settings of the site an operator changes without a new build (issue #17), one row per `key`;
 * a key without a row has its default. `banner`: the HTML of the banner above the navigation
 * bar (spec §2), none by default. The back-office will write these rows; the API only reads them.
 */
export const siteSettings = pgTable('site_settings', {
	key: text('key').primaryKey(),
	value: text('value').notNull(),
	updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The non-essential mails a person switched off (issue #18): one row per topic (MailTopic in
 * jobs/contract.ts: learning reminders, the team's weekly digest), from mi-perfil or the one-click
 * link in such a mail. When, so the campus can show it was asked. Receipts and security mails have
 * no topic and always go.
 */
export const mailOptOuts = pgTable(
	'mail_opt_outs',
	{
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		topic: text('topic').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
	},
	(table) => [primaryKey({ columns: [table.userId, table.topic] })],
);

/**
 * One row per piece of work the campus has decided to do once (issue #18, ADR 015): a mail for
 * one event, a reminder for one day, a renewal sweep for one hour. The job queue (pg-boss, schema
 * `jobs`) delivers at least once and forgets finished jobs after a week; this key, written in the
 * transaction of the event itself, is what keeps a replayed webhook or a retried request from
 * enqueuing the work again, and `done_at` what keeps a retried job from sending a mail twice.
 */
export const jobKeys = pgTable(
	'job_keys',
	{
		key: text('key').primaryKey(),
		queue: text('queue').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
		doneAt: timestamp('done_at', { withTimezone: true }),
	},
	(table) => [index('job_keys_created_idx').on(table.createdAt)],
);

/**
 * The studio's working copy of a course (issue #19, ADR 017): the whole course as one document
 * (`CourseDocument`, lib/contracts/course-document.ts), edited and saved as often as the editor
 * likes without learners seeing any of it. Publishing validates it and writes it into `courses`,
 * `program_topics`, `program_items` and `quiz_questions` in one transaction, then drops this row.
 * `revision` grows with each save so two editors cannot overwrite each other's work unnoticed.
 */
export const courseDrafts = pgTable('course_drafts', {
	courseId: integer('course_id')
		.primaryKey()
		.references(() => courses.id, { onDelete: 'cascade' }),
	document: jsonb('document').notNull(),
	revision: integer('revision').notNull().default(1),
	/** Sent for review (`in_review`); null while being written. */
	submittedAt: timestamp('submitted_at', { withTimezone: true }),
	updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
	updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Paths a published course had before it was renamed (issue #19): `/cursos/{old}` answers 301 to
 * the course's current path. A path is never given to another course while it is listed here.
 */
export const coursePathHistory = pgTable(
	'course_path_history',
	{
		path: text('path').primaryKey(),
		courseId: integer('course_id')
			.notNull()
			.references(() => courses.id, { onDelete: 'cascade' }),
		retiredAt: timestamp('retired_at', { withTimezone: true }).notNull(),
	},
	(table) => [index('course_path_history_course_idx').on(table.courseId)],
);

/** What the studio shows of bringing the public pages up to date after a publish (ADR 017). */
export const sitePublicationStatus = pgEnum('site_publication_status', SITE_PUBLICATION_STATUSES);

/**
 * One request to bring the public pages up to date (issue #19): made by a publish, unpublish or
 * rename, carried out by a job (a background rebuild on the Node server, a build hook on Netlify).
 */
export const sitePublications = pgTable(
	'site_publications',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		status: sitePublicationStatus('status').notNull().default('queued'),
		/** What asked for it, for the studio: "Publicado: Fotoprotección en el mostrador". */
		reason: text('reason').notNull(),
		requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
		requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
		startedAt: timestamp('started_at', { withTimezone: true }),
		finishedAt: timestamp('finished_at', { withTimezone: true }),
		/** The end of the build's output when it failed (or the hook's answer). */
		log: text('log').notNull().default(''),
	},
	(table) => [index('site_publications_requested_idx').on(table.requestedAt)],
);

/** Where a studio video is (ADR 017m): uploading, being transcoded, playable, or failed. */
export const mediaStatus = pgEnum('media_status', MEDIA_STATUSES);

/** A studio upload's kind: a video (transcoded) or a PDF sheet (kept as it is). */
export const mediaKind = pgEnum('media_kind', MEDIA_KINDS);

/**
 * A master video uploaded in the studio (issue #19, ADR 017m) and what the transcode job made of
 * it, or a lesson's PDF sheet. Its bytes live in the storage under `media/<id>/`: the master, the
 * HLS renditions, the poster and the captions, or the PDF; the keys here are this server's, never
 * a typed name.
 */
export const mediaAssets = pgTable(
	'media_assets',
	{
		/** The tus upload's id as well: the master's key is `media/<id>/master`. */
		id: uuid('id').primaryKey(),
		kind: mediaKind('kind').notNull().default('video'),
		status: mediaStatus('status').notNull().default('uploading'),
		/** The uploaded file's name, cleaned, for display only. */
		originalName: text('original_name').notNull(),
		/** The master's length in bytes (up to MEDIA_MAX_BYTES, past 2^31). */
		bytes: bigint('bytes', { mode: 'number' }).notNull(),
		masterKey: text('master_key').notNull(),
		/** Read from the master by the transcode job. */
		durationSeconds: doublePrecision('duration_seconds'),
		width: integer('width'),
		height: integer('height'),
		/** The renditions made (`360p`, `540p`, `720p`), smallest first. */
		renditions: jsonb('renditions').$type<string[]>().notNull().default([]),
		playlistKey: text('playlist_key'),
		posterKey: text('poster_key'),
		/** WebVTT, uploaded or edited in the studio; required before publishing. */
		captionsKey: text('captions_key'),
		/** Why the transcode failed: ffmpeg's last lines. */
		error: text('error'),
		createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
	},
	(table) => [index('media_assets_created_idx').on(table.createdAt)],
);

/**
 * What the campus's staff did (issue #20, spec §19): one row per action or setting change, who
 * (the account and the role it acted in), when, what (`action`, AUDIT_ACTIONS in
 * contracts/audit.ts), on what, and the fields before and after. Append-only: migration 0023's
 * triggers refuse any UPDATE, DELETE or TRUNCATE, so not even the app can edit it. The actor is a
 * plain id, not a foreign key: removing an account must not rewrite (or be stopped by) its past.
 */
export const auditLog = pgTable(
	'audit_log',
	{
		id: serial('id').primaryKey(),
		at: timestamp('at', { withTimezone: true }).notNull(),
		actorId: integer('actor_id'),
		actorRole: text('actor_role').notNull(),
		action: text('action').notNull(),
		subjectType: text('subject_type').notNull(),
		subjectId: text('subject_id'),
		before: jsonb('before').$type<Record<string, unknown>>(),
		after: jsonb('after').$type<Record<string, unknown>>(),
		/**
		 * The back-office's own key for one request (a uuid the page makes when the action is
		 * confirmed): a retried or doubled request finds its entry and does nothing again.
		 */
		requestKey: text('request_key'),
	},
	(table) => [
		uniqueIndex('audit_log_request_key_uq').on(table.requestKey),
		index('audit_log_at_idx').on(table.at),
		index('audit_log_subject_idx').on(table.subjectType, table.subjectId),
		index('audit_log_actor_idx').on(table.actorId, table.at),
	],
);
