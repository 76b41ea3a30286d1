// What the engine asks a step type (issue 23), after the shape NocoBase gives its workflow
// instructions: the engine's code stays free of type names, and a type that behaves apart is one
// module here and one entry in ./index.ts.
import type { Transaction } from 'kysely'
import type { SystemDatabase } from '../../db/tables.ts'

/** A step type's part in opening, acting on and closing its steps. */
export interface StepTypeModule {
  /** Opening one takes a due date and acting on one may change it (issue 8's overdue list). */
  readonly dated: boolean
  /** It finishes the process: no ports, nobody acts on it, its history entry is written on entry. */
  readonly terminal: boolean
  /** Entering it starts a new round of the process (`action_num` + 1). */
  readonly startsRound: boolean
  /**
   * Its council's votes decide it: opening it lists the council, a plain act through a port is
   * refused, nobody is its assignee, and the seed walks it by casting the votes.
   */
  readonly voted: boolean
  /**
   * Writes what a step openNextSteps just wrote needs beside its row, given the council the act
   * picked; answers the people it waits on besides its assignee.
   */
  entered(
    trx: Transaction<SystemDatabase>,
    step: { stepId: number; processId: number; voters?: readonly number[] | undefined },
  ): Promise<readonly number[]>
}

/** A step its assignee completes through one of its ports, and nothing more (most types). */
export const plainStep: StepTypeModule = {
  dated: false,
  terminal: false,
  startsRound: false,
  voted: false,
  entered: async () => [],
}

/** DATE, COURT and POSTPONE: a plain step with a due date. */
export const datedStep: StepTypeModule = { ...plainStep, dated: true }

/** END and CANCEL. */
export const terminalStep: StepTypeModule = { ...plainStep, terminal: true }

/** RE_CREATE: the record is sent back to be made again. */
export const newRoundStep: StepTypeModule = { ...plainStep, startsRound: true }
