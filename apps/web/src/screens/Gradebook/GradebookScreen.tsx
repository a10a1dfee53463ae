import { msg } from '@lingua/i18n';
import { Button, icons, Tab, TabList, TabPanel, Tabs } from '@lingua/ui';
import { useLocation, useParams, useSearch } from 'wouter';
import { useApi, useShowToast } from '../../app/services';
import { Page } from '../../components/Page/Page';
import { useAssignments } from '../../features/assignments/queries';
import { downloadCsv, useAccommodations } from '../../features/gradebook/queries';
import { useRoom } from '../../features/rooms/queries';
import { useNamed } from '../../i18n/named';
import { useText } from '../../i18n/useText';
import { AnalysisTab } from './AnalysisTab';
import { SittingsTab } from './SittingsTab';
import { StudentsTab } from './StudentsTab';
import { ToCheckTab } from './ToCheckTab';

const tabs = ['sittings', 'toCheck', 'students', 'analysis'] as const;

/**
 * /rooms/{roomId}/gradebook: the room's sittings, each student's terms, item analysis and the
 * CSV exports. `?assignment=` and `?student=` open it filtered (from an assignment card).
 */
export default function GradebookScreen() {
  const t = useText();
  const named = useNamed();
  const { roomId = '' } = useParams<{ roomId: string }>();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const api = useApi();
  const showToast = useShowToast();
  const room = useRoom(roomId);
  const members = useAccommodations(roomId);
  const roomAssignments = (useAssignments().data ?? []).filter((a) => a.room_id === roomId);
  const assignmentOptions = roomAssignments.map((a) => ({
    id: a.assignment_id,
    label: a.assignment_text,
    asWritten: true,
  }));
  const studentOptions = (members.data ?? []).map((m) => ({
    id: m.student_id,
    label: m.student_name || t('rooms.detail.unnamed'),
    asWritten: m.student_name !== '',
  }));
  const tab = tabs.find((name) => name === search.get('tab')) ?? 'sittings';

  const download = (what: Parameters<typeof downloadCsv>[1]) =>
    downloadCsv(api, what).catch(() =>
      showToast({
        title: msg('gradebook.downloadFailed'),
        description: msg('gradebook.downloadFailedHint'),
        variant: 'destructive',
      }),
    );

  return (
    <Page
      title={
        room.data
          ? named('gradebook.titleOf', { name: room.data.room_name })
          : t('rooms.detail.gradebook')
      }
      before={
        <div>
          <Button
            variant="ghost"
            icon={<icons.ChevronLeftIcon />}
            onPress={() => navigate(`/rooms/${roomId}`)}
          >
            {t('gradebook.backToRoom')}
          </Button>
        </div>
      }
      actions={
        <Button variant="secondary" onPress={() => download({ kind: 'room', roomId })}>
          {t('gradebook.downloadGrades')}
        </Button>
      }
    >
      <Tabs defaultSelectedKey={tab}>
        <TabList aria-label={t('rooms.detail.gradebook')}>
          <Tab id="sittings">{t('gradebook.sittings')}</Tab>
          <Tab id="toCheck">{t('gradebook.toCheck.tab')}</Tab>
          <Tab id="students">{t('rooms.students')}</Tab>
          <Tab id="analysis">{t('gradebook.itemAnalysis')}</Tab>
        </TabList>
        <TabPanel id="sittings">
          <SittingsTab
            roomId={roomId}
            students={studentOptions}
            assignments={assignmentOptions}
            initialStudent={search.get('student')}
            initialAssignment={search.get('assignment')}
            onDownloadAssignment={(assignmentId) => download({ kind: 'assignment', assignmentId })}
          />
        </TabPanel>
        <TabPanel id="toCheck">
          <ToCheckTab roomId={roomId} />
        </TabPanel>
        <TabPanel id="students">
          <StudentsTab roomId={roomId} assignments={roomAssignments} />
        </TabPanel>
        <TabPanel id="analysis">
          <AnalysisTab
            assignments={assignmentOptions}
            initialAssignment={search.get('assignment')}
          />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
