/**
 * Every result code the API answers: the union of the areas' contracts. The server's `AppError`
 * takes only these, so a code no contract declares does not compile.
 */
import type { AuthResult } from './auth';
import type { AdminResult } from './customers';
import type { CertificatesResult } from './certificates';
import type { CommonResult } from './common';
import type { CoursesResult } from './courses';
import type { CrmResult } from './crm';
import type { GameResult } from './game';
import type { ItinerariesResult } from './itineraries';
import type { JobsResult } from './jobs';
import type { MailPreferencesResult } from './mail-preferences';
import type { MediaResult } from './media';
import type { OwnTrainingResult } from './own-training';
import type { PharmacyTeamResult } from './pharmacy-team';
import type { ProgressResult } from './progress';
import type { ProtocolsResult } from './protocols';
import type { PurchaseResult } from './purchase';
import type { ReportsResult } from './reports';
import type { SandboxResult } from './sandbox';
import type { StatisticsResult } from './statistics';
import type { StudioResult } from './studio';
import type { SupportResult } from './support';
import type { FilesResult, UploadsResult } from './uploads';

export type ResultCode =
	| CommonResult
	| AdminResult
	| AuthResult
	| CertificatesResult
	| CoursesResult
	| CrmResult
	| FilesResult
	| GameResult
	| ItinerariesResult
	| JobsResult
	| MailPreferencesResult
	| MediaResult
	| OwnTrainingResult
	| PharmacyTeamResult
	| ProgressResult
	| ProtocolsResult
	| PurchaseResult
	| ReportsResult
	| SandboxResult
	| StatisticsResult
	| StudioResult
	| SupportResult
	| UploadsResult;
