/**
 * The assistant evaluation: questions as small-business owners phrase them, written from the
 * product specification (what the site says), not from the responder's code. One file per
 * category.
 */
import type { EvalCase } from "../types";
import { booking } from "./booking";
import { capability } from "./capability";
import { facts } from "./facts";
import { falsePremise } from "./false-premise";
import { injection } from "./injection";
import { legal } from "./legal";
import { memory } from "./memory";
import { offTopic } from "./off-topic";
import { smallTalk } from "./small-talk";
import { spanish } from "./spanish";
import { typos } from "./typos";
import { unknown } from "./unknown";

export const cases: readonly EvalCase[] = [
  ...facts,
  ...legal,
  ...capability,
  ...typos,
  ...falsePremise,
  ...unknown,
  ...offTopic,
  ...injection,
  ...spanish,
  ...smallTalk,
  ...memory,
  ...booking,
];
