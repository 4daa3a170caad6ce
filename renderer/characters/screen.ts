import './characters.css';
import { revived } from '../../src/agents/service-record';
import { seedRng } from '../../src/core/rng';
import { BLANK_AGENT, agentFileText, copyName, importFile, randomAgent, squadToFile } from '../../src/agents/index';
import type { Agent } from '../../src/agents/types';
import type { BlacksiteApi } from '../../src/contract';
import type { Screen } from '../router';
import { h } from '../ui/dom';
import { builderView } from './builder-view';
import { downloadText } from '../ui/download';
import { chosenFileText, exportName } from './file-io';
import { rosterClient, type RosterAgent, type RosterState } from './roster-client';
import { rosterView, type RosterUi } from './roster-view';
import { shippedAgents, shippedResolver } from './shipped';
import { sheetView } from './sheet-view';

export interface CharactersOptions {
  readonly api: BlacksiteApi;
  readonly params: URLSearchParams;
  back(): void;
}

/** The renderer may draw seeds from the platform; src/ never does (STYLE.md: randomness is state). */
function freshSeed(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return `${words[0]}-${words[1]}`;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** "Characters": the roster, the builder and the printable sheet, in one screen. */
export async function charactersScreen(options: CharactersOptions): Promise<Screen> {
  const client = rosterClient(options.api);
  const shipped = shippedAgents();
  const root = h('div', { class: 'characters' });
  let state: RosterState = await client.load();
  const ui: RosterUi = {
    status: { text: '', error: false },
    undo: null,
    search: '',
    squadName: 'Squad',
    selected: new Set<string>(),
  };
  let deleted: RosterAgent | null = null;

  const show = (el: HTMLElement): void => {
    root.replaceChildren(el);
    el.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
    root.closest('#app')?.scrollTo({ top: 0 });
  };
  const say = (text: string, error = false): void => {
    ui.status = { text, error };
  };
  const takenIds = (): string[] => state.agents.map((e) => e.id);
  const reload = async (): Promise<void> => {
    state = await client.load();
  };
  const exportAgent = (agent: Agent): void => downloadText(exportName(agent.name || agent.animal || 'agent', 'agent'), agentFileText(agent));

  const openBuilder = (agent: Agent, id: string | null, label: string): void => {
    let currentId = id;
    const screen = builderView({
      agent,
      fileLabel: label,
      seed: freshSeed(),
      save: async (a) => {
        currentId = await client.save(currentId, a, takenIds());
        await reload();
        return currentId;
      },
      back: () => showRoster(),
      sheet: (a) => {
        const sheet = sheetView(a, () => openBuilder(a, currentId, label));
        show(sheet.element);
      },
      exportAgent,
      random: () => randomAgent(seedRng(freshSeed()), { takenAnimals: state.agents.map((e) => e.agent.animal) }).agent,
    });
    show(screen.element);
  };

  const guarded = async (work: () => Promise<void>): Promise<void> => {
    try {
      await work();
    } catch (error) {
      say(message(error), true);
    }
    showRoster();
  };

  function showRoster(): void {
    const view = rosterView({
      ui,
      state,
      shipped,
      newAgent: () => openBuilder(BLANK_AGENT, null, 'New agent'),
      randomAgent: () =>
        void guarded(async () => {
          const agent = randomAgent(seedRng(freshSeed()), { takenAnimals: state.agents.map((e) => e.agent.animal) }).agent;
          await client.save(null, agent, takenIds());
          await reload();
          say(`${agent.name} (${agent.specialty ?? 'agent'}, code name ${agent.animal}) joined the roster.`);
        }),
      edit: (e) => openBuilder(e.agent, e.id, `Roster file ${e.id}`),
      openShipped: (s) => openBuilder(s.agent, null, `Shipped file ${s.file} (saving makes a roster copy)`),
      duplicate: (agent) =>
        void guarded(async () => {
          const name = state.agents.some((e) => e.agent.name === agent.name) ? copyName(agent.name, state.agents.map((e) => e.agent.name)) : agent.name;
          await client.save(null, { ...agent, name }, takenIds());
          await reload();
          say(`${name} was added to the roster.`);
        }),
      exportAgent: (agent) => {
        exportAgent(agent);
        say(`Exported ${agent.name || 'the agent'} as ${exportName(agent.name || agent.animal || 'agent', 'agent')}.`);
        showRoster();
      },
      remove: (e) =>
        void guarded(async () => {
          await client.remove(e.id);
          deleted = e;
          ui.undo = { name: e.agent.name || 'The agent' };
          ui.selected.delete(e.id);
          await reload();
          say('');
        }),
      revive: (e) =>
        void guarded(async () => {
          if (!e.agent.record) return;
          await client.save(e.id, { ...e.agent, record: revived(e.agent.record) }, []);
          await reload();
          say(`${e.agent.name || 'The agent'} was revived by the game master and may be sent again.`);
        }),
      undoRemove: () =>
        void guarded(async () => {
          if (!deleted) return;
          await client.save(deleted.id, deleted.agent, []);
          say(`${deleted.agent.name || 'The agent'} is back in the roster.`);
          deleted = null;
          ui.undo = null;
          await reload();
        }),
      importFile: (input) =>
        void guarded(async () => {
          const chosen = await chosenFileText(input);
          if (!chosen) return;
          const r = importFile(chosen.text, shippedResolver);
          if (!r.ok) {
            say(`${chosen.name} was refused: ${r.reason}`, true);
            return;
          }
          for (const agent of r.agents) {
            await client.save(null, agent, takenIds());
            await reload();
          }
          say(r.kind === 'squad' ? `Imported the ${r.agents.length} agents of the squad ${r.name}.` : `Imported ${r.agents[0]?.name || 'the agent'}.`);
        }),
      exportSquad: (agents) => {
        if (agents.length === 0) say('Tick at least one agent to export a squad.', true);
        else {
          const name = ui.squadName.trim() || 'Squad';
          downloadText(exportName(name, 'squad'), `${JSON.stringify(squadToFile(name, agents), null, 2)}\n`);
          say(`Exported the squad ${name} with ${agents.length} agent${agents.length === 1 ? '' : 's'}.`);
        }
        showRoster();
      },
      back: () => options.back(),
    });
    show(view);
  }

  const id = options.params.get('agent');
  const start = id ? state.agents.find((e) => e.id === id) : undefined;
  if (start) openBuilder(start.agent, start.id, `Roster file ${start.id}`);
  else if (options.params.get('new') !== null) openBuilder(BLANK_AGENT, null, 'New agent');
  else showRoster();
  return { element: root };
}
