// Testing Library's ES build, which tests/setup/testing-library.ts wraps: the same API as the package.
declare module '@testing-library/react/dist/@testing-library/react.esm.js' {
	export * from '@testing-library/react';
}
