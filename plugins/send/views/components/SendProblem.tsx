import { describeError, Icon, type Translate } from 'gangway/ui'
import type { ReactElement } from 'react'
import type { SendValidationError } from '../../errors.js'
import { type SendText, sendMessages } from '../../messages.js'

/**
 * The form's problem, announced: a send message in the visitor's language, or the error
 * described by the kit. Always rendered, so the alert region exists before it is filled.
 */
export function SendProblem({
  id,
  problem,
  text,
  t,
}: {
  id: string
  problem: SendValidationError | undefined
  text: SendText
  t: Translate
}): ReactElement {
  return (
    <div className="gw-send-problem" id={id} role="alert">
      {problem ? (
        <>
          <Icon name="alert" />
          {problem.key in sendMessages.en
            ? text(problem.key, problem.values)
            : describeError(problem, { t })}
        </>
      ) : null}
    </div>
  )
}
