import { describeOutcomes } from './backgroundSigning.mjs'

/**
 * kill -9 of one of the 2 instances under signing load: the balancer takes the other; passes
 * when the survivor serves the next login and at most the signatures in flight failed.
 */
export async function instanceKilled(context) {
  const { cluster, signing, loginWorks, haproxyVersion } = context
  const load = signing()
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const victim = cluster.instances[1]
  victim.child.kill('SIGKILL')
  await victim.exited
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const outcomes = await load.stop()
  const total = outcomes.ok + outcomes.failed
  const after = await loginWorks().catch(() => false)
  return {
    name: 'kill -9 of one of 2 instances under load',
    pass: cluster.instances[0].alive() && after && outcomes.failed <= Math.max(20, total * 0.02),
    detail: `${describeOutcomes(outcomes)} over 4 s; the survivor serves the next login: ${after ? 'yes' : 'no'}${haproxyVersion ? '' : ' (no health checks in the Node balancer)'}`,
  }
}
