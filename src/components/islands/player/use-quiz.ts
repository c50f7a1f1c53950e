/**
 * The quiz's data (QuizPanel): the attempt loaded from the server, the answers chosen, sending
 * them (every question answered first: focus goes to the first one missing), the marking, and
 * the next attempt after a failed one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../../lib/api/client';
import { getQuiz, submitQuiz } from '../../../lib/api/progress';
import type { QuizMarking, QuizView } from '../../../lib/contracts/progress';

interface UseQuizOptions {
	iid: number;
	onPassed: (certificate: string | null) => void;
	client: ApiClient;
}

export function useQuiz({ iid, onPassed, client }: UseQuizOptions) {
	const [quiz, setQuiz] = useState<QuizView | null>(null);
	const [loadError, setLoadError] = useState<string | null>(null);
	const [answers, setAnswers] = useState<(number | null)[]>([]);
	const [marking, setMarking] = useState<QuizMarking | null>(null);
	const [missing, setMissing] = useState(false);
	const [sending, setSending] = useState(false);
	const [sendError, setSendError] = useState<string | null>(null);
	/** When the next attempt opens (ISO), after a failed one. */
	const [opensAt, setOpensAt] = useState<string | null>(null);
	const formRef = useRef<HTMLFormElement>(null);

	/** Loads the next attempt (its own order); `focus` moves to its first option. */
	const load = useCallback(
		async (focus: boolean) => {
			const result = await getQuiz(iid, client);
			if (!result.ok) {
				setLoadError(result.msg);
				return;
			}
			setQuiz(result.data);
			setAnswers(result.data.questions.map(() => null));
			setOpensAt(result.data.nextAttemptAt);
			if (focus) {
				window.requestAnimationFrame(() =>
					formRef.current?.querySelector<HTMLInputElement>('input')?.focus(),
				);
			}
		},
		[iid, client],
	);

	useEffect(() => {
		void load(false);
	}, [load]);

	async function send() {
		if (!quiz) return;
		const firstMissing = answers.findIndex((answer) => answer === null);
		if (firstMissing >= 0) {
			setMissing(true);
			formRef.current?.querySelector<HTMLInputElement>(`input[name="q${firstMissing}"]`)?.focus();
			return;
		}
		setMissing(false);
		setSending(true);
		setSendError(null);
		const result = await submitQuiz(iid, quiz.attempt, answers as number[], client);
		setSending(false);
		if (!result.ok) {
			setSendError(result.msg);
			// Still waiting, or this attempt was marked elsewhere: the quiz says what is next.
			if (result.result === 'quiz_wait' || result.result === 'quiz_stale') await load(false);
			return;
		}
		setMarking(result.data);
		setOpensAt(result.data.nextAttemptAt);
		if (result.data.passed) onPassed(result.data.certificate);
	}

	function retry() {
		setMarking(null);
		setSendError(null);
		void load(true);
	}

	function choose(question: number, option: number) {
		setAnswers((current) => current.map((value, i) => (i === question ? option : value)));
	}

	return {
		quiz,
		loadError,
		answers,
		choose,
		marking,
		missing,
		sending,
		sendError,
		/** When the next attempt opens (ISO), after a failed one. */
		opensAt,
		send,
		retry,
		formRef,
	};
}
