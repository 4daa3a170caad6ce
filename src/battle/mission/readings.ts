/**
 * How Blacksite reads the covert-mission rulings (R-OPS-39..47) where they leave something open:
 * each reading a GM at the table would give, in one place, so DECISIONS.md can adopt them as they
 * stand. The rules in this folder use these constants and cite the reading by its name
 * (src/battle/mission/README.md lists them in words).
 */

/**
 * READING-ALERTED-SIGHT (R-OPS-39, R-OPS-40): an alerted defender is looking for intruders with
 * its weapon up: it notices every intruder within its sight (R-OPS-43) without a roll. This is
 * what makes a firefight a mission whose defenders start alerted. Stealth keeps a defender
 * unaware; once it is alerted, only darkness and walls hide an intruder from it.
 */
export const ALERTED_NOTICE_WITHOUT_ROLL = true;

/**
 * READING-GUARD-MOVES (R-OPS-40): a defender that ends a move with an intruder it has not noticed
 * in its sight rolls to notice it too, as if the intruder had moved there (a patrol turning a
 * corner finds whoever hides behind it). An intruder that keeps still and only ends its turn is not
 * rolled against.
 */
export const GUARD_MOVE_NOTICES = true;

/** R-OPS-40: "within 3 cells" and R-OPS-44's "within 3 cells" count cells as a king moves (the larger of the two offsets). */
export const NEAR_CELLS = 3;

/** R-OPS-39: a suspicious defender goes back to its post after this many rounds with nothing found. */
export const SUSPICION_ROUNDS = 3;

/** R-OPS-43: sight in lit and dim cells, unless the map sets `sightRange` (meters). */
export const SIGHT_METERS = 60;

/** R-OPS-43: a unit in a dark cell is seen within 2 cells, counted as a king moves. */
export const DARK_SIGHT_CELLS = 2;

/** R-OPS-43: firing at a unit in a dark cell without night sight is -3, as blind (R-OPS-17). */
export const DARK_FIRE_PENALTY = -3;

/** R-OPS-41: how far a silenced shot may be heard (a Listen roll). */
export const SILENCED_HEARING_METERS = 30;
/** R-OPS-41: a run is heard within 10 m, a walk within 3 m (the closest cell of the path counts). */
export const RUN_HEARING_METERS = 10;
export const WALK_HEARING_METERS = 3;
/** R-OPS-41: a walker gets +2 to its Stealth against being heard. */
export const WALKER_STEALTH_BONUS = 2;

/**
 * READING-UNTRAINED-STEALTH (R-OPS-7, R-OPS-40): Stealth is Hard and has no default, but nobody can
 * decline to be seen: a unit without it rolls at its REA - 3 (the Hard rating the skill table charges
 * nothing for), unfloored.
 */
export const UNTRAINED_HARD_OFFSET = -3;

/**
 * READING-DISGUISE (the book's Disguise skill; the rulings are silent): intruders a mission sends in
 * disguised may use their Disguise instead of Stealth against being noticed (R-OPS-40) when they did
 * not run this turn and stand more than 3 cells from the defender (closer, the face gives them away).
 */
export const DISGUISE_MIN_CELLS = 4;

/**
 * READING-CAMOUFLAGE (R-OPS-40 "matching Camouflage Gear +1"): the gear matches when its pattern is
 * the environment the mission or map names (`environment`: forest, desert, arctic, water, urban,
 * black); black matches any dim or dark cell.
 */
export const NIGHT_PATTERN = 'black';

/** R-OPS-44: a camera's arc (degrees, centred on its facing) and depth (cells). */
export const CAMERA_ARC_DEGREES = 90;
export const CAMERA_DEPTH_CELLS = 12;
/** R-OPS-44: a camera notices as a defender with Spot Hidden Fair. */
export const CAMERA_SPOT = 0;

/** R-OPS-44: Spot Hidden (or Security if higher) vs Good to notice a device; Security vs Good (Fair with an Electronics Kit) to disarm. */
export const DEVICE_SPOT_DIFFICULTY = 1;
export const DISARM_DIFFICULTY = 1;
export const DISARM_WITH_KIT = 0;
/** R-OPS-44, R-OPS-45: a failure by this much or more sets a device (or a terminal's alarm) off. */
export const BAD_FAILURE = 3;

/**
 * READING-DEVICE-SPOT (R-OPS-44): each intruder rolls at most once a round per device to notice it,
 * the first time it ends a move or acts within 3 cells with a line of sight to it; alarm panels are
 * in plain view (no roll). A noticed device is known to the whole side.
 */
export const DEVICE_SPOT_ONCE_A_ROUND = true;

/**
 * READING-PANEL-DISARM (R-OPS-44): an intruder may disarm an alarm panel like any device (Security,
 * adjacent, the action); a dead panel cannot raise the alarm. Cameras watch for intruders only.
 */
export const PANELS_CAN_BE_DISARMED = true;

/**
 * READING-KNOWN-DEVICES (R-OPS-44): a unit walks around the trip wires and motion sensors its side
 * has noticed when another way within its move exists (the move's path avoids their cells); the
 * ones it has not noticed it walks into.
 */
export const WALK_AROUND_KNOWN_DEVICES = true;

/** R-OPS-45: hack default difficulty Good and successes 2; plant vs Fair with a Demolitions Kit, Good without, 2 successes; freeing a captive Pick Locks vs Fair. */
export const HACK_DIFFICULTY = 1;
export const HACK_SUCCESSES = 2;
export const PLANT_WITH_KIT = 0;
export const PLANT_WITHOUT_KIT = 1;
export const PLANT_SUCCESSES = 2;
export const FREE_DIFFICULTY = 0;

/**
 * READING-CHARGE (R-OPS-45): a planted charge destroys its target and nothing else (a shaped
 * charge); its blast is heard by everyone (R-OPS-41).
 */
export const CHARGE_HARMS_NOBODY = true;

/**
 * READING-EXTRACT (R-OPS-45): a unit that leaves takes what it carries (an item, counting it out);
 * the default extract is done when no intruder able to act is left on the map and at least one
 * left. A freed captive counts as an intruder.
 */
export const EXTRACT_TAKES_CARRIED = true;

/**
 * READING-RADIO (R-OPS-39): an alerted defender's radio call goes out at the end of its next turn:
 * the turn after the one it was alerted in, or this round's when it had not acted yet.
 */
export const RADIO_NEXT_TURN = true;
