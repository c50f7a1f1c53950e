import { beforeEach, describe, expect, it } from 'vitest';
import {
	$bannerHtml,
	$visibility,
	clearBanner,
	hideFooter,
	hideNavbar,
	resetVisibility,
	setBanner,
	showFooter,
	showNavbar,
} from './visibility';

beforeEach(() => {
	resetVisibility();
	clearBanner();
});

describe('visibility service', () => {
	it('shows the navigation bar and the footer by default', () => {
		expect($visibility.get()).toEqual({ navbar: true, footer: true });
	});

	it('hides and shows the navigation bar without touching the footer', () => {
		hideNavbar();
		expect($visibility.get()).toEqual({ navbar: false, footer: true });
		showNavbar();
		expect($visibility.get()).toEqual({ navbar: true, footer: true });
	});

	it('hides and shows the footer without touching the navigation bar', () => {
		hideFooter();
		expect($visibility.get()).toEqual({ navbar: true, footer: false });
		showFooter();
		expect($visibility.get()).toEqual({ navbar: true, footer: true });
	});

	it('resets both to shown', () => {
		hideNavbar();
		hideFooter();
		resetVisibility();
		expect($visibility.get()).toEqual({ navbar: true, footer: true });
	});
});

describe('banner text', () => {
	it('keeps the HTML it is given and forgets blank text', () => {
		setBanner('<strong>Nuevo:</strong> curso de dermofarmacia');
		expect($bannerHtml.get()).toBe('<strong>Nuevo:</strong> curso de dermofarmacia');
		setBanner('  ');
		expect($bannerHtml.get()).toBeNull();
		setBanner('Aviso');
		clearBanner();
		expect($bannerHtml.get()).toBeNull();
	});
});
