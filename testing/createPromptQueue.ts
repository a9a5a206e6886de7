// What a test wallet's next prompts do: the controls every wallet of the kit shares (EVM,
// Solana, Bitcoin). Runs in pages and in Node: no Node imports.

/** What the visitor will do with one coming prompt. */
export type PromptBehaviour =
  | { kind: 'reject'; code: number }
  | { kind: 'hang' }
  | { kind: 'after'; answer: Promise<unknown> }

/** A decision on a held prompt: approved, or refused with a code. */
export type PromptDecision = 'approve' | { code: number }

/** The controls a test sets, and the queue the wallet reads at each prompt. */
export type PromptQueue<Subject = unknown> = {
  /** The next `count` prompts answer `code` (default once, 4001: the visitor refused). */
  rejectNext(options?: { count?: number | undefined; code?: number | undefined }): void
  /** The next prompt is never answered: the visitor walked away from the wallet. */
  hangNext(): void
  /** The next prompt waits until `answer` settles: approved if it resolves, 4001 if it rejects. */
  answerNextAfter(answer: Promise<unknown>): void
  /** What the coming prompt does, if a control said; each behaviour is used once. */
  take(): PromptBehaviour | undefined
  /** Waits as `behaviour` says: 'approve', a refusal's code, or never (hang). */
  settle(behaviour: PromptBehaviour): Promise<PromptDecision>
  /** From now on (true) a prompt no control spoke for waits for `decide`: the visitor decides. */
  ask(enabled: boolean): void
  readonly asking: boolean
  /** Holds a prompt until the test decides it; `label` (its method) is what `decide` matches. */
  hold(subject: Subject, label: string): Promise<PromptDecision>
  /** A prompt's outcome: a control's behaviour (`take`), else held while `asking`, else 'approve'. */
  open(subject: Subject, label: string): Promise<PromptDecision>
  /**
   * Decides the oldest held prompt (with `label`, if given), waiting for one to arrive.
   * Resolves with its subject once decided.
   */
  decide(label: string | undefined, decision: PromptDecision): Promise<Subject>
}

/**
 * Creates an empty prompt queue: every prompt is approved until a control says otherwise.
 *
 * @returns The queue and its controls.
 * @example
 * const prompts = createPromptQueue()
 * prompts.rejectNext()
 * const behaviour = prompts.take() // { kind: 'reject', code: 4001 }
 */
export function createPromptQueue<Subject = unknown>(): PromptQueue<Subject> {
  const next: PromptBehaviour[] = []
  const held: { subject: Subject; label: string; decide(decision: PromptDecision): void }[] = []
  const waiting = new Set<() => void>()
  let asking = false
  const queue: PromptQueue<Subject> = {
    rejectNext(options = {}) {
      for (let index = 0; index < (options.count ?? 1); index++)
        next.push({ kind: 'reject', code: options.code ?? 4001 })
    },
    hangNext() {
      next.push({ kind: 'hang' })
    },
    answerNextAfter(answer) {
      // Handled here so an early rejection is not reported as unhandled before its prompt.
      answer.catch(() => {})
      next.push({ kind: 'after', answer })
    },
    take: () => next.shift(),
    settle(behaviour) {
      if (behaviour.kind === 'reject') return Promise.resolve({ code: behaviour.code })
      if (behaviour.kind === 'hang') return new Promise(() => {})
      return behaviour.answer.then(
        () => 'approve' as const,
        () => ({ code: 4001 }),
      )
    },
    ask(enabled) {
      asking = enabled
    },
    get asking() {
      return asking
    },
    hold(subject, label) {
      return new Promise<PromptDecision>((decide) => {
        held.push({ subject, label, decide })
        for (const wake of [...waiting]) wake()
      })
    },
    open(subject, label) {
      const behaviour = queue.take()
      if (behaviour) return queue.settle(behaviour)
      return asking ? queue.hold(subject, label) : Promise.resolve('approve' as const)
    },
    decide(label, decision) {
      return new Promise<Subject>((resolve) => {
        const check = () => {
          const prompt = held.find((item) => label === undefined || item.label === label)
          if (!prompt) return
          waiting.delete(check)
          held.splice(held.indexOf(prompt), 1)
          prompt.decide(decision)
          resolve(prompt.subject)
        }
        waiting.add(check)
        check()
      })
    },
  }
  return queue
}
