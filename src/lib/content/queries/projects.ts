import { DEFAULT_EDITION, type Edition } from '../../i18n';
import { entriesOf, newestFirst, published } from './entries';
import { getServiceChoices } from './services';

/** Projects of one edition, the latest started first; equal dates keep a stable order by title. */
export async function getProjects(edition: Edition = DEFAULT_EDITION) {
  const projects = (await entriesOf('projects', edition)).filter(published);
  return newestFirst(projects, edition, (project) => project.data.start);
}

export type Project = Awaited<ReturnType<typeof getProjects>>[number];

/** How many projects Home shows: two fill one row of its short list, below the first screen. */
export const LATEST_PROJECTS = 2;

/** Home's latest projects: the ones started last, the same order as the projects list. */
export const getLatestProjects = async (edition: Edition = DEFAULT_EDITION) =>
  (await getProjects(edition)).slice(0, LATEST_PROJECTS);

/**
 * How many projects a service page lists: its latest, with a link to all of them, so that a service
 * many projects name stays within its first round trip however many there are.
 */
export const SERVICE_PROJECTS_MAX = 4;

/** The projects that name a service (its file name), the latest first, as many as its page shows. */
export const getProjectsWith = async (serviceId: string, edition: Edition = DEFAULT_EDITION) =>
  (await getProjects(edition))
    .filter((project) => project.data.services.includes(serviceId))
    .slice(0, SERVICE_PROJECTS_MAX);

/** The services a case study names, in its file's order, each with its name in the edition (the check makes sure each exists). */
export async function getProjectServices(project: Project, edition: Edition) {
  const choices = await getServiceChoices(edition);
  return project.data.services.flatMap((slug) =>
    choices.filter((choice) => choice.id === slug).map((choice) => ({ slug, name: choice.name })),
  );
}
