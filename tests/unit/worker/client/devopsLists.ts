/** The common DevOps list query (document 1 §7), given in full and expected in catalogue order. */
export const LIST_PARAMS = {
  id: 'ocid1.x.oc1..i',
  projectId: 'ocid1.devopsproject.oc1..p',
  compartmentId: 'ocid1.compartment.oc1..a',
  lifecycleState: 'ACTIVE',
  displayName: 'my build & test #1',
  limit: 25,
  page: 'next',
  sortOrder: 'DESC',
  sortBy: 'timeCreated',
};

export const LIST_QUERY =
  '?id=ocid1.x.oc1..i&projectId=ocid1.devopsproject.oc1..p&compartmentId=ocid1.compartment.oc1..a' +
  '&lifecycleState=ACTIVE&displayName=my%20build%20%26%20test%20%231&limit=25&page=next&sortOrder=DESC' +
  '&sortBy=timeCreated';
