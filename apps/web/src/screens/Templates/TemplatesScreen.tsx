import { type SolveTemplateInput, solveFromTemplateCard } from '@lingua/flows';
import {
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
import { loadOnFirstOpen } from '../../app/loadOnFirstOpen';
import { useNow } from '../../app/services';
import { AlertDialogOnFirstOpen as AlertDialog } from '../../components/AlertDialogOnFirstOpen/AlertDialogOnFirstOpen';
import { CardGrid, Page, StatGrid } from '../../components/Page/Page';
import { FilterPanel } from '../../features/exercises/FilterPanel';
import { useExerciseNames } from '../../features/exercises/names';
import {
  type LibraryTemplate,
  useDeleteTemplate,
  useOwnTemplates,
  useSharedTemplates,
} from '../../features/templates/queries';
import {
  activeFilterCount,
  filterTemplates,
  noTemplateFilters,
  templateFilterOptions,
  templateStats,
} from '../../features/templates/templateLibrary';
import { TextWith } from '../../i18n/TextWith';
import { useText } from '../../i18n/useText';
import { ShareOffersCard } from './ShareOffersCard';
import { TemplateCard } from './TemplateCard';
import * as styles from './TemplatesScreen.css';

// Each fetched the first time it opens (sharing's room picker, solving's exercises): the
// library's first view is over its budget.
const TemplateSolveDialog = loadOnFirstOpen(
  () =>
    import('../../features/templates/TemplateSolveDialog').then(
      (module) => module.TemplateSolveDialog,
    ),
  (props) => props.solve !== null,
);
const ShareTemplateDialog = loadOnFirstOpen(
  () =>
    import('../../features/templates/ShareTemplateDialog').then(
      (module) => module.ShareTemplateDialog,
    ),
  (props) => props.template !== null,
);

/** /my-templates: own and shared templates, filters, solving, sharing and deleting. */
export default function TemplatesScreen() {
  const t = useText();
  const names = useExerciseNames();
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
    id: 'mine' | 'shared',
    query: typeof own,
    list: LibraryTemplate[],
    isOwn: boolean,
  ) => {
    const shown = filterTemplates(list, filters, now);
    return (
      <TabPanel id={id}>
        <div className={styles.panelHeader}>
          <h2 className={styles.panelTitle}>
            <TextWith
              id="templates.panel.heading"
              parts={{
                heading: t(id === 'mine' ? 'templates.title' : 'templates.sharedWithMe'),
                count: shown.length,
              }}
            />
          </h2>
          <Button
            variant="ghost"
            size="small"
            icon={<icons.RefreshIcon />}
            aria-label={t('templates.refresh', { list: id })}
            onPress={() => void query.refetch()}
          />
        </div>
        {query.isPending ? (
          <section aria-busy="true" aria-label={t('templates.loadingList', { list: id })}>
            <CardGrid>
              {[1, 2, 3].map((key) => (
                <Skeleton key={key} height="10rem" />
              ))}
            </CardGrid>
          </section>
        ) : shown.length === 0 ? (
          <EmptyState
            title={t('templates.empty.title')}
            description={t('templates.empty.description')}
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
    <Page title={t('templates.title')} subtitle={t('templates.subtitle')}>
      <ShareOffersCard />
      <StatGrid label={t('templates.stats')}>
        <StatCard
          label={t('templates.title')}
          value={stats.mine}
          hint={t('templates.stat.mineHint')}
        />
        <StatCard
          label={t('templates.stat.shared')}
          value={stats.shared}
          hint={t('templates.stat.sharedHint')}
        />
        <StatCard
          label={t('templates.stat.thisWeek')}
          value={stats.thisWeek}
          hint={t('templates.stat.thisWeekHint')}
        />
        <StatCard
          label={t('templates.stat.languages')}
          value={stats.languages}
          hint={t('templates.stat.languagesHint')}
        />
      </StatGrid>
      <FilterPanel
        className={styles.filters}
        filters={filters}
        setFilters={setFilters}
        fields={[
          { key: 'level', label: t('templates.filter.level'), values: options.level },
          {
            key: 'language',
            label: t('language.label'),
            values: options.language,
            labelOf: names.language,
          },
        ]}
      >
        <p className={styles.filterCount} aria-live="polite">
          <TextWith id="templates.filter.count" values={{ count: active }} parts={{ n: active }} />
        </p>
        <Button
          variant="secondary"
          onPress={() => setFilters(noTemplateFilters)}
          isDisabled={active === 0}
        >
          {t('templates.filter.clear')}
        </Button>
      </FilterPanel>
      <Tabs>
        <TabList aria-label={t('templates.tabs')}>
          <Tab id="mine">
            <TextWith id="templates.tab.mine" parts={{ count: ownList.length }} />
          </Tab>
          <Tab id="shared">
            <TextWith id="templates.tab.shared" parts={{ count: sharedList.length }} />
          </Tab>
        </TabList>
        {panel('mine', own, ownList, true)}
        {panel('shared', shared, sharedList, false)}
      </Tabs>
      <TemplateSolveDialog solve={solving} onClose={() => setSolving(null)} />
      <ShareTemplateDialog template={sharing} onClose={() => setSharing(null)} />
      <AlertDialog
        title={t('templates.delete.title')}
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        confirmLabel={t('templates.delete.confirm')}
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      >
        {t('templates.delete.body')}
      </AlertDialog>
    </Page>
  );
}
