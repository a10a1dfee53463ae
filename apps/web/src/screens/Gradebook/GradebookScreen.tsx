import { Button, icons, Tab, TabList, TabPanel, Tabs } from '@lingua/ui';
import { useLocation, useParams, useSearch } from 'wouter';
import { useAssignments } from '../../features/assignments/queries';
import { downloadCsv, useAccommodations } from '../../features/gradebook/queries';
import { useRoom } from '../../features/rooms/queries';
import { Page } from '../../layout/Page';
import { useApi, useShowToast } from '../../layout/services';
import { AnalysisTab } from './AnalysisTab';
import { SittingsTab } from './SittingsTab';
import { StudentsTab } from './StudentsTab';

const tabs = ['sittings', 'students', 'analysis'] as const;

/**
 * /rooms/{roomId}/gradebook: the room's sittings, each student's terms, item analysis and the
 * CSV exports. `?assignment=` and `?student=` open it filtered (from an assignment card).
 */
export default function GradebookScreen() {
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
  }));
  const studentOptions = (members.data ?? []).map((m) => ({
    id: m.student_id,
    label: m.student_name || 'Unnamed',
  }));
  const tab = tabs.find((t) => t === search.get('tab')) ?? 'sittings';

  const download = (what: Parameters<typeof downloadCsv>[1]) =>
    downloadCsv(api, what).catch(() =>
      showToast({
        title: 'Download failed',
        description: 'The file could not be made. Check your connection and try again.',
        variant: 'destructive',
      }),
    );

  return (
    <Page
      title={room.data ? `Gradebook — ${room.data.room_name}` : 'Gradebook'}
      before={
        <div>
          <Button
            variant="ghost"
            icon={<icons.ChevronLeftIcon />}
            onPress={() => navigate(`/rooms/${roomId}`)}
          >
            Back to the room
          </Button>
        </div>
      }
      actions={
        <Button variant="secondary" onPress={() => download({ kind: 'room', roomId })}>
          Download grades (CSV)
        </Button>
      }
    >
      <Tabs defaultSelectedKey={tab}>
        <TabList aria-label="Gradebook">
          <Tab id="sittings">Sittings</Tab>
          <Tab id="students">Students</Tab>
          <Tab id="analysis">Item analysis</Tab>
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
