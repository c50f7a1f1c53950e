/**
 * A password field with a "Mostrar contraseña" toggle under it. The toggle is a button with
 * aria-pressed and a label that does not change, the pattern screen readers announce clearly
 * ("Mostrar contraseña, conmutador, pulsado"); the eye icon changes for sighted users.
 */
import { useId, useState } from 'react';
import { Input, type InputProps } from '../../ui/Input';
// Its look lives with the auth forms', the only ones that ask for a password.
import '../auth/auth.css';

export type PasswordInputProps = Omit<InputProps, 'type'> & {
	/** Text of the toggle ("Mostrar contraseña"). */
	showLabel: string;
};

const EYE = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6a3 3 0 0 0 0-6z';
const EYE_OFF =
	'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2';

export function PasswordInput({ showLabel, id, ...props }: PasswordInputProps) {
	const generated = useId();
	const inputId = id ?? generated;
	const [visible, setVisible] = useState(false);
	return (
		<div className="auth-password">
			<Input
				{...props}
				id={inputId}
				type={visible ? 'text' : 'password'}
				autoCapitalize="none"
				autoCorrect="off"
				spellCheck={false}
			/>
			<button
				type="button"
				className="auth-password__toggle"
				aria-pressed={visible}
				aria-controls={inputId}
				onClick={() => {
					setVisible((shown) => !shown);
				}}
			>
				<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
					<path
						d={visible ? EYE_OFF : EYE}
						fill="none"
						stroke="currentColor"
						strokeWidth="2"
						strokeLinecap="round"
						strokeLinejoin="round"
					/>
				</svg>
				<span>{showLabel}</span>
			</button>
		</div>
	);
}
