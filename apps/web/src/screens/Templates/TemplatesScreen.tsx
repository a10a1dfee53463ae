import { type SolveTemplateInput, solveFromTemplateCard } from '@lingua/flows';
import {
  AlertDialog,
  Button,
  EmptyState,
  icons,
  Skeleton,
  StatCard,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@lingua/ui';
import { useState } from 'react';
import { FilterPanel } from '../../features/exercises/FilterPanel';
import {
  type LibraryTemplate,
  useDeleteTemplate,
  useOwnTemplates,
  useSharedTemplates,
} from '../../features/templates/queries';
import { ShareTemplateDialog } from '../../features/templates/ShareTemplateDialog';
import { TemplateSolveDialog } from '../../features/templates/TemplateSolveDialog';
import {
  activeFilterCount,
  filterTemplates,
  noTemplateFilters,
  templateFilterOptions,
  templateStats,
} from '../../features/templates/templateLibrary';
import { CardGrid, Page, StatGrid } from '../../layout/Page';
import { useNow } from '../../layout/services';
import { TemplateCard } from './TemplateCard';
import * as styles from './TemplatesScreen.css';

/** /my-templates: own and shared templates, filters, solving, sharing and deleting. */
export default function TemplatesScreen() {
  const now = useNow();
  const own = useOwnTemplates();
  const shared = useSharedTemplates();
  const [filters, setFilters] = useState(noTemplateFilters);
  const [solving, setSolving] = useState<SolveTemplateInput | null>(null);
  const [sharing, setSharing] = useState<LibraryTemplate | null>(null);
  const [deleting, setDeleting] = useState<LibraryTemplate | null>(null);
  const remove = useDeleteTemplate({ onSettled: () => setDeleting(null) });

  const ownList = own.data ?? [];
  const sharedList = shared.data ?? [];
  const stats = templateStats(ownList, sharedList, now);
  const options = templateFilterOptions([...ownList, ...sharedList]);
  const active = activeFilterCount(filters);

  const panel = (
    id: string,
    heading: string,
    query: typeof own,
    list: LibraryTemplate[],
    isOwn: boolean,
  ) => {
    const shown = filterTemplates(list, filters, now);
    return (
      <TabPanel id={id}>
        <div className={styles.panelHeader}>
          <h2 className={styles.panelTitle}>
            {heading} ({shown.length})
          </h2>
          <Button
            variant="ghost"
            size="small"
            icon={<icons.RefreshIcon />}
            aria-label={`Refresh ${heading}`}
            onPress={() => void query.refetch()}
          />
        </div>
        {query.isPending ? (
          <section aria-busy="true" aria-label={`Loading ${heading}`}>
            <CardGrid>
              {[1, 2, 3].map((key) => (
                <Skeleton key={key} height="10rem" />
              ))}
            </CardGrid>
          </section>
        ) : shown.length === 0 ? (
          <EmptyState
            title="No templates found"
            description="Try adjusting your filters or create your first template."
          />
        ) : (
          <CardGrid>
            {shown.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                onSolve={() => setSolving(solveFromTemplateCard(template))}
                onShare={isOwn ? () => setSharing(template) : undefined}
                onDelete={isOwn ? () => setDeleting(template) : undefined}
              />
            ))}
          </CardGrid>
        )}
      </TabPanel>
    );
  };

  return (
    <Page title="My Templates" subtitle="Groups of exercises to solve, share and assign.">
      <StatGrid label="Statistics">
        <StatCard label="My Templates" value={stats.mine} hint="Created by me" />
        <StatCard label="Shared Templates" value={stats.shared} hint="Shared with me" />
        <StatCard label="This Week" value={stats.thisWeek} hint="Created in the last 7 days" />
        <StatCard label="Languages" value={stats.languages} hint="Across both lists" />
      </StatGrid>
      <FilterPanel
        className={styles.filters}
        filters={filters}
        setFilters={setFilters}
        fields={[
          { key: 'level', label: 'Level', values: options.level },
          { key: 'language', label: 'Language', values: options.language },
        ]}
      >
        <p className={styles.filterCount} aria-live="polite">
          {active} active {active === 1 ? 'filter' : 'filters'}
        </p>
        <Button
          variant="secondary"
          onPress={() => setFilters(noTemplateFilters)}
          isDisabled={active === 0}
        >
          Clear
        </Button>
      </FilterPanel>
      <Tabs>
        <TabList aria-label="Templates">
          <Tab id="mine">My Templates ({ownList.length})</Tab>
          <Tab id="shared">Shared with Me ({sharedList.length})</Tab>
        </TabList>
        {panel('mine', 'My Templates', own, ownList, true)}
        {panel('shared', 'Shared with Me', shared, sharedList, false)}
      </Tabs>
      <TemplateSolveDialog solve={solving} onClose={() => setSolving(null)} />
      <ShareTemplateDialog template={sharing} onClose={() => setSharing(null)} />
      <AlertDialog
        title="Are you sure you want to delete this template?"
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        confirmLabel="Delete"
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      >
        This action cannot be undone. This will permanently delete the template.
      </AlertDialog>
    </Page>
  );
}
